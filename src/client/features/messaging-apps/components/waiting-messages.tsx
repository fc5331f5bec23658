/**
 * WhatsApp lets Maya write only within a day of the person's last message: what she has for them
 * waits until they write, and this says so (issue 32 item 7).
 */
export function WaitingMessages({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="rounded-xl bg-maya/10 p-3 text-sm leading-relaxed text-white/80">
      {count === 1 ? 'A message from Maya is' : `${count} messages from Maya are`} waiting for you on WhatsApp. WhatsApp lets her write only
      within a day of your last message there: say hi to her on WhatsApp to get {count === 1 ? 'it' : 'them'}.
    </p>
  );
}
