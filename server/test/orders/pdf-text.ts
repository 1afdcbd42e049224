/** Reads a PDF's text back with pdftotext (poppler-utils); tests that need it skip, saying why, when it is missing. */
import { execFileSync } from 'node:child_process';
import { binaryAvailable } from '../optional-tools.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
export const hasPdftotext = binaryAvailable('pdftotext', PDFTOTEXT, 'apt-get install -y poppler-utils');

/** The text of a PDF, laid out as printed. */
export function pdfText(pdf: Buffer): string {
  return execFileSync(PDFTOTEXT, ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
