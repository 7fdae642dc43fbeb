/** A rejected call: `message` is ready to show to the user (the server's, or a translated fallback). */
export class ApiError extends Error {
  readonly status: number;
  /** What the server's envelope said, '' when it said nothing; undefined when no envelope came. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
