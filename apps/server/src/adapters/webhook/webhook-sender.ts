/** Why a URL was refused before any traffic: the service words it for the delivery log. */
export type WebhookRefusal = 'scheme' | 'private-address';

/** One POST of an event to an endpoint, as the delivery log records it. */
export type WebhookAnswer =
  /** The endpoint answered with this status (any status: the caller judges it). */
  | { kind: 'answered'; status: number }
  /** Our policy refused the URL before any byte was sent (scheme, private address): final. */
  | { kind: 'refused'; reason: WebhookRefusal }
  /** No answer: DNS, connection, TLS or the time limit. Worth retrying. */
  | { kind: 'unreachable'; reason: string; timedOut: boolean };

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Posts signed events to the endpoints users chose, never to a private address. */
export interface WebhookSender {
  post(request: WebhookPost): Promise<WebhookAnswer>;
}
