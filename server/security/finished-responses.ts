/** Answers that left their handler with every edge header already on them (edge/edge-response.ts). */
const finished = new WeakSet<Response>();

export const markFinished = (response: Response) => {
  finished.add(response);
};

/** Whether no middleware needs to add headers to `response`. */
export const isFinished = (response: Response) => finished.has(response);
