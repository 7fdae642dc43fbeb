/**
 * Whether the page on screen has its body yet. A page with a frame (framed-page.tsx) paints its
 * frame first and its body when the body's code has come; the shell's idle work waits for that
 * body, and the data it asks for, before taking the network (issue 29).
 */
let bodyAwaited = false;
let drawn: () => void = () => undefined;
const bodyDrawn = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** A frame is on screen without its body: what waits for the body waits. */
export function awaitingBody(): void {
  bodyAwaited = true;
}

/** The body is drawn: its effects have run, its data asked for. */
export function bodyCame(): void {
  drawn();
}

/** Settles once the first page's body is drawn; at once for a page drawn whole. */
export const pageBodyDrawn = (): Promise<void> => (bodyAwaited ? bodyDrawn : Promise.resolve());
