/**
 * Scripted answers that replace the stand-in's normal one: the next N requests to a path answer
 * with a given status and body, which the test chooses (an error JSON, a body that is not
 * encrypted, text that is not JSON).
 */

export type FaultBody =
  /** JSON sent as is, not encrypted. */
  | {readonly json: unknown}
  /** Any text, sent as is. */
  | {readonly text: string};

export interface Fault {
  readonly path: string | RegExp;
  /** Only requests of this method; any method when left out. */
  readonly method?: string;
  readonly status: number;
  readonly body: FaultBody;
  /** Extra response headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How many matching requests get this answer (default 1; Infinity for all). */
  readonly times?: number;
}

interface ActiveFault extends Fault {
  remaining: number;
}

export class FaultScript {
  readonly #faults: ActiveFault[] = [];

  add(fault: Fault): void {
    this.#faults.push({...fault, remaining: fault.times ?? 1});
  }

  /** The answer scripted for this request, used up by one; undefined when none matches. */
  take(method: string, path: string): Response | undefined {
    const fault = this.#faults.find(
      (f) =>
        f.remaining > 0 &&
        (f.method === undefined || f.method === method) &&
        (typeof f.path === 'string' ? f.path === path : f.path.test(path)),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    const isJson = 'json' in fault.body;
    const body = 'json' in fault.body ? JSON.stringify(fault.body.json) : fault.body.text;
    return new Response(body, {
      status: fault.status,
      headers: {...(isJson ? {'content-type': 'application/json'} : {}), ...fault.headers},
    });
  }

  clear(): void {
    this.#faults.length = 0;
  }
}
