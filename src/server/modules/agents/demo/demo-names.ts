import type { RandomFn } from '@shared/lib/seeded-random';
import type { DemoGender } from './demo-preferences';

/**
 * First names from many languages, and a last initial: a demo member is "Lena K.", never a real
 * person's full name.
 */
const WOMEN = (
  'Lena Amara Sofia Mei Priya Fatima Chloé Ingrid Yuki Zainab Lucía Anja Nadia Hana Elif Maja Aisha Camille Olga ' +
  'Ines Leila Freya Ana Chiara Sakura Noor Emma Thandiwe Marta Linnea Ji-woo Valentina Aoife Zoe Mariam Kavya ' +
  'Isabela Sanne Tamar Adaeze Julia Mila Rosa Ayla Greta Paula Nia Lucia Svetlana Daniela'
).split(' ');
const MEN = (
  'Jonas Kwame Mateo Arjun Omar Lucas Kenji Tomás Felix Ravi Oskar Malik Luca Hiroshi Emre Noah Diego Sven Yusuf ' +
  'Théo Ivan Chidi Marco Wei Rafael Eitan Aarav Finn Mikael Samir Bruno Joon Pablo Lars Tariq Nikolai Owen Kofi ' +
  'Andrés Daan Karim Liam Matteo Pedro Hugo Anton Ciarán Tenzin Elias Ahmed'
).split(' ');
const ANYONE = 'Alex Sam Robin Kai Noa Ari Jules Sasha Eden Rumi Charlie Quinn River Nico Yael Sky Luka Remy Avery Emery'.split(' ');
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVWYZ';

const NAMES_BY_GENDER: Record<DemoGender, readonly string[]> = {
  woman: [...WOMEN, ...ANYONE.slice(0, 8)],
  man: [...MEN, ...ANYONE.slice(8, 16)],
  nonbinary: [...ANYONE, ...WOMEN.slice(0, 5), ...MEN.slice(0, 5)],
};

export function demoDisplayName(rng: RandomFn, gender: DemoGender): string {
  const names = NAMES_BY_GENDER[gender];
  return `${names[Math.floor(rng() * names.length)]!} ${INITIALS[Math.floor(rng() * INITIALS.length)]!}.`;
}
