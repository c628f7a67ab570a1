// Reads the confirmation and reset links the app wrote to its outbox as .eml files.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

export async function linkFromMail(to: string, pathPart: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return undefined;
        const files = fs.readdirSync(dir).sort().reverse();
        for (const f of files) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8'));
          if (!text.includes(`To: ${to}`)) continue;
          const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
          if (match) return (found = match[0].replace(/&amp;/g, '&'));
        }
        return undefined;
      },
      { message: `mail to ${to} with ${pathPart}` },
    )
    .toBeTruthy();
  return found!;
}
