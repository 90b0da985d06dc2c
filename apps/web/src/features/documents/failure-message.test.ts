import { MESSAGES } from '@praktijkportaal/contract/messages';
import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { failureMessageFor, listLoadFailure } from './failure-message';

describe('failureMessageFor', () => {
  it("adds the server's reason for a refused field to the spec's message", () => {
    const refused = new ApiError(422, {
      message: MESSAGES.validationFailed,
      errors: { pdf: [PDF_MESSAGES.notAPdf] },
    });
    expect(failureMessageFor(PDF_MESSAGES.uploadFailed, refused)).toBe(
      'File upload failed: Alleen PDF-bestanden zijn toegestaan.',
    );
  });

  it("adds the server's message when no field is named", () => {
    const conflict = new ApiError(409, { message: PDF_MESSAGES.belongsToReport });
    expect(failureMessageFor(PDF_MESSAGES.deleteFailed, conflict)).toBe(
      'Failed to delete PDF: Dit PDF hoort bij een verslag; verwijder het verslag zelf.',
    );
  });

  it('falls back to the general message when the network failed', () => {
    expect(failureMessageFor(PDF_MESSAGES.reportDeleteFailed, new TypeError('offline'))).toBe(
      `Failed to delete report: ${MESSAGES.genericError}`,
    );
  });
});

describe('listLoadFailure', () => {
  it("calls another practice's list (404) what it is: Toegang geweigerd.", () => {
    expect(listLoadFailure(new ApiError(404, { message: MESSAGES.notFound }), 'Mislukt.')).toBe(
      'Toegang geweigerd.',
    );
  });

  it("gives the list's own message for any other failure", () => {
    expect(listLoadFailure(new ApiError(500, undefined), 'Mislukt.')).toBe('Mislukt.');
    expect(listLoadFailure(new TypeError('offline'), 'Mislukt.')).toBe('Mislukt.');
  });
});
