export interface DownloadRequest {
  /** Provider headers (an API key): sent only to the origin of the URL the provider gave us. */
  headers?: Record<string, string>;
  /** Hosts a result may come from, on every hop; `*.example.com` matches its subdomains. */
  allowedHosts?: readonly string[];
  /**
   * The operator's own server (an OpenAI-compatible base URL, often on the LAN): URLs on exactly
   * this origin may be plain HTTP and private addresses. Every other hop keeps every rule.
   */
  trustedOrigin?: string;
}

/** A result URL our policy refuses (scheme, host, address, size): retrying cannot help. */
export class ResultRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResultRefused';
  }
}

/** Copies a provider's short-lived result URL into a local file, or refuses it by our policy. */
export interface ResultFetcher {
  download(url: string, destination: string, request?: DownloadRequest): Promise<void>;
}
