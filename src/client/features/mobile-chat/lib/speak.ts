import { fetchSpokenReply } from '../api/speak-reply';

/** The phone's own voices, when it has any (headless browsers and some Androids have none). */
function browserVoice(): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const voices = window.speechSynthesis.getVoices();
  return voices.find((v) => v.lang.startsWith('en') && v.localService) ?? voices.find((v) => v.lang.startsWith('en')) ?? voices[0] ?? null;
}

let playing: HTMLAudioElement | null = null;

/** Stops whatever Maya is saying (muting, leaving the chat). */
export function stopSpeaking() {
  playing?.pause();
  playing = null;
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}

/**
 * Says one of Maya's replies: with the server's voice engine when it has one, otherwise with the
 * phone's speech synthesis. Best effort: a phone with neither stays silent.
 */
export async function speakReply(message: { id: string; content: string }, serverSpeech: boolean): Promise<void> {
  stopSpeaking();
  if (serverSpeech) {
    try {
      const audio = new Audio(URL.createObjectURL(await fetchSpokenReply(message.id)));
      playing = audio;
      audio.addEventListener('ended', () => URL.revokeObjectURL(audio.src), { once: true });
      await audio.play();
      return;
    } catch {
      // Fall through to the phone's own voice.
    }
  }
  const voice = browserVoice();
  if (!voice) return;
  const utterance = new SpeechSynthesisUtterance(message.content);
  utterance.voice = voice;
  utterance.rate = 1.02;
  window.speechSynthesis.speak(utterance);
}
