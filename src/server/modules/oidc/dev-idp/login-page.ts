const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BODY_STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b14;color:#fff;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}';

/** The built-in provider's sign-in page: plain HTML, no scripts, labelled fields. */
export function loginPage(opts: { action: string; email?: string; name?: string; error?: string | null }): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Maya development sign-in</title>
<style>
  *{box-sizing:border-box} ${BODY_STYLE}
  main{width:100%;max-width:400px;background:#14142b;border:1px solid #2a2a4a;border-radius:20px;padding:32px;box-shadow:0 20px 60px rgba(0,0,0,.4)}
  h1{font-size:24px;margin:0 0 4px} p.sub{margin:0 0 24px;color:#a8a8c8;font-size:14px}
  label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
  input{width:100%;padding:12px 14px;border-radius:12px;border:1px solid #3a3a5e;background:#0b0b14;color:#fff;font-size:16px}
  input:focus{outline:2px solid #ff5d8f;outline-offset:1px}
  button{margin-top:24px;width:100%;padding:13px;border:0;border-radius:12px;background:#ff5d8f;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
  button:hover{background:#e0446f} .error{background:#3b1020;border:1px solid #ff5d8f;border-radius:12px;padding:10px 12px;font-size:14px}
  .note{margin-top:20px;font-size:12px;color:#8080a0;text-align:center}
</style></head>
<body><main>
  <h1>Sign in</h1>
  <p class="sub">Maya's built-in sign-in for local development. Any email works; nothing is verified.</p>
  ${error}
  <form method="post" action="${escapeHtml(opts.action)}" autocomplete="on">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${escapeHtml(opts.email ?? '')}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" required maxlength="80" autocomplete="name" value="${escapeHtml(opts.name ?? '')}">
    <button type="submit">Sign in</button>
  </form>
  <p class="note">In production Maya signs in with Google.</p>
</main></body></html>`;
}
