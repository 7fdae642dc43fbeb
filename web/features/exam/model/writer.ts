/**
 * One writer per attempt (D15): every page load of the test screen gets its own id and claims the
 * attempt with it; the server then refuses the changes of any earlier claimant. Tabs of the same
 * browser also hear of a claim at once over a BroadcastChannel, before they try to save.
 */
const CHANNEL = 'campusrecruit-test-writer';

type Claim = { TestSessionID: string; writerID: string };

export function newWriterID(): string {
  return crypto.randomUUID();
}

let announcer: BroadcastChannel | undefined;

/** Tells the other tabs this page now writes the attempt. */
export function announceClaim(claim: Claim): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // Kept open for the page's life: a channel closed right after posting may drop the message.
  announcer ??= new BroadcastChannel(CHANNEL);
  announcer.postMessage(claim);
}

/** Calls `onTakenOver` when another page claims the same attempt; returns the stop. */
export function watchClaims(mine: Claim, onTakenOver: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<Claim>) => {
    if (data.TestSessionID === mine.TestSessionID && data.writerID !== mine.writerID) onTakenOver();
  };
  return () => channel.close();
}
