/** Reads a PDF's text back with pdftotext (poppler-utils); tests that need it skip, saying why, when it is missing. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PDFTOTEXT = '/usr/bin/pdftotext';
export const hasPdftotext = existsSync(PDFTOTEXT);
if (!hasPdftotext) console.log(`[pdf-text] ${PDFTOTEXT} is missing (apt-get install poppler-utils): tests that read a PDF's text are skipped`);

/** The text of a PDF, laid out as printed. */
export function pdfText(pdf: Buffer): string {
  return execFileSync(PDFTOTEXT, ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
