/**
 * The Power BI "embed for your customers" adapter's contract: the dashboards module asks for
 * embed data of a report (a key dashboard's digiredokey is the report id) and gets it, or a
 * PowerBiError with a code the API passes on.
 */
export type EmbedInfo = {
  reportId: string;
  embedUrl: string;
  embedToken: string;
  /** ISO 8601 expiry of the embed token. */
  expiration: string;
};

export const POWERBI_ERROR_CODES = [
  'POWERBI_NOT_CONFIGURED',
  'POWERBI_AUTH_FAILED',
  'POWERBI_REPORT_NOT_FOUND',
  'POWERBI_UNAVAILABLE',
] as const;
export type PowerBiErrorCode = (typeof POWERBI_ERROR_CODES)[number];

export class PowerBiError extends Error {
  constructor(
    readonly code: PowerBiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PowerBiError';
  }
}

export type PowerBiClient = {
  getEmbedInfo(reportId: string): Promise<EmbedInfo>;
};
