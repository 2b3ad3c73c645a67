// The API answers a cached page's render used, kept until content changes like the pages
// themselves: a render after a change (or for a new address) then asks the database only for
// what no earlier render asked. Only what any visitor would get is kept: anonymous GETs
// (the render of a cached page sends no cookie and no token) answered 200.
const MAX_ENTRIES = 500;
const MAX_BYTES = 8 * 1024 * 1024;

interface Answer {
  headers: [string, string][];
  body: ArrayBuffer;
}

export type FetchFunction = (request: Request) => Promise<Response>;

export class ApiMemo {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  /** Forgets the answers to the URLs `drop` picks, the others stay. */
  deleteWhere(drop: (url: string) => boolean): void {
    for (const [url, answer] of [...this.answers]) {
      if (!drop(url)) continue;
      this.answers.delete(url);
      this.bytes -= answer.body.byteLength;
    }
  }

  /** `fetch` with memory; `mayKeep` says, after an answer came, whether nothing changed meanwhile. */
  wrap(fetch: FetchFunction, mayKeep: () => boolean): FetchFunction {
    return async (request) => {
      if (request.method !== 'GET' || request.headers.has('authorization') || request.headers.has('cookie')) return fetch(request);
      const kept = this.answers.get(request.url);
      if (kept) return new Response(kept.body.slice(0), { status: 200, headers: kept.headers });
      const response = await fetch(request);
      if (response.status !== 200 || response.headers.has('set-cookie')) return response;
      const answer: Answer = { headers: [...response.headers], body: await response.arrayBuffer() };
      if (mayKeep()) this.keep(request.url, answer);
      return new Response(answer.body.slice(0), { status: 200, headers: answer.headers });
    };
  }

  private keep(url: string, answer: Answer): void {
    if (this.answers.has(url) || answer.body.byteLength > MAX_BYTES / 4) return;
    // Oldest first out; a whole-memo clear comes with every change anyway.
    for (const [oldest, old] of this.answers) {
      if (this.answers.size < MAX_ENTRIES && this.bytes + answer.body.byteLength <= MAX_BYTES) break;
      this.answers.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
    this.answers.set(url, answer);
    this.bytes += answer.body.byteLength;
  }
}
