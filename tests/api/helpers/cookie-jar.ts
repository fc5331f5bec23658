/** A small cookie jar for app.inject: remembers Set-Cookie by name and path, replays by path prefix. */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired =
        attrs.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()) || attrs.some((a) => /^max-age=0$/i.test(a));
      const key = `${name};${path}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(path: string): string | undefined {
    const matching = [...this.cookies.values()].filter((c) => path.startsWith(c.path));
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }

  get(name: string) {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  set(name: string, value: string, path = '/') {
    this.cookies.set(`${name};${path}`, { name, value, path });
  }

  delete(name: string) {
    for (const [key, c] of this.cookies) if (c.name === name) this.cookies.delete(key);
  }
}
