/*
 * Bidirectional formatting controls: the embeddings and overrides (U+202A-U+202E), the isolates
 * (U+2066-U+2069), the left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter
 * mark (U+061C). Invisible, they make stored text read differently from what it holds ("‮txt.exe"
 * shows as "exe.txt"). The transport removes them from every text the student sends
 * (src/api/transport.ts); the app adds its own marks only when it draws (`ltr` in digits.ts).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** `text` without its bidi controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Fields sent byte for byte: a secret that changed on the way would no longer match (a password). */
const VERBATIM_FIELD = /password|secret|token/i;

/** Whether a body's field keeps its text as typed. */
export function isVerbatimField(name: string): boolean {
  return VERBATIM_FIELD.test(name);
}

/**
 * A JSON value with every string freed of bidi controls, verbatim fields aside; the value itself
 * when nothing changed (the JSON.stringify replacer of the transport does the same while serialising).
 */
export function bidiFreeReplacer(this: unknown, key: string, value: unknown): unknown {
  return typeof value === 'string' && !isVerbatimField(key) ? stripBidiControls(value) : value;
}

/** A form body (URLSearchParams, FormData) with its text fields and file names freed of bidi controls. */
export function bidiFreeForm<T extends URLSearchParams | FormData>(form: T): T {
  const clean = (name: string, value: string) => (isVerbatimField(name) ? value : stripBidiControls(value));
  if (form instanceof URLSearchParams) {
    const out = new URLSearchParams();
    form.forEach((value, name) => out.append(name, clean(name, value)));
    return out as T;
  }
  const out = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.append(name, clean(name, value));
    else out.append(name, value, stripBidiControls(value.name));
  }
  return out as T;
}
