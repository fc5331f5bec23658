import { describe, expect, it } from 'vitest';
import { viewsOf } from './normalise';
import { wordRules } from './word-rules';

const read = (text: string) => wordRules(viewsOf(text));

describe('listed words read in their place', () => {
  it('takes an insult aimed at the reader as harassment, and one about someone else as venting', () => {
    expect(read('you are such a bitch').harassment).toEqual(['harassment.insult']);
    expect(read('why are you ignoring me, bitch').harassment).toEqual(['harassment.insult']);
    expect(read('my flatmate is such a bitch about the dishes').harassment).toEqual([]);
    expect(read("she's a total cow").harassment).toEqual([]);
  });

  it('reads "dick" as an insult when aimed, else as sexual', () => {
    expect(read("you're a dick")).toEqual({ harassment: ['harassment.insult'], sexual: [] });
    expect(read('want a dick pic?')).toEqual({ harassment: [], sexual: ['sexual.explicit'] });
  });

  it('reads "ass" by the words around it', () => {
    expect(read('nice ass').sexual).toEqual(['sexual.explicit']);
    expect(read('you ass').harassment).toEqual(['harassment.insult']);
    expect(read('that was a kick ass night')).toEqual({ harassment: [], sexual: [] });
  });

  it('reads "fuck" by its shape', () => {
    expect(read('fuck you')).toEqual({ harassment: ['harassment.insult'], sexual: [] });
    expect(read('i wanna fuck you')).toMatchObject({ harassment: [], sexual: expect.arrayContaining(['sexual.explicit']) });
    expect(read('fuck, missed the bus')).toEqual({ harassment: [], sexual: [] });
  });

  it('counts "sexy" only when it is about the reader', () => {
    expect(read('you look sexy').sexual).toContain('sexual.explicit');
    expect(read('the sexy fish does good cocktails').sexual).toEqual([]);
  });

  it('sees through look-alikes and spacing', () => {
    expect(read('u r a ƅitch').harassment).toEqual(['harassment.insult']);
    expect(read('f u c k you').harassment).toEqual(['harassment.insult']);
    expect(read('send n.u.d.e.s').sexual.length).toBeGreaterThan(0);
  });
});
