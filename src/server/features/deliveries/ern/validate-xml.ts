// Schema validation by libxml2's xmllint (Debian: libxml2-utils), run as a child process with the
// message on its standard input, offline (--nonet): the schemas import each other by relative path.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ERN_SCHEMA, findDdexDir, MANIFEST_SCHEMA } from './ddex-schemas.ts';
import type { XmlValidation } from './types.ts';

export class ValidatorUnavailable extends Error {}

function xmllint(schema: string, xml: string): Promise<XmlValidation> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new ValidatorUnavailable(
          err.code === 'ENOENT' ? 'xmllint is not installed (Debian: apt-get install libxml2-utils)' : `xmllint failed: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve({ valid: true });
      // 3 and 4: the document or the schema did not validate; 1: it is not well-formed.
      const errors = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.endsWith('fails to validate'));
      if (code === 5) return reject(new ValidatorUnavailable(`the schema ${schema} could not be read: ${errors.join(' ')}`));
      resolve({ valid: false, errors: errors.length ? errors : [`xmllint exited with ${code}`] });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(xml);
  });
}

function schemaPath(relative: string, ddexDir?: string): string {
  const dir = findDdexDir(ddexDir);
  if (!dir) throw new ValidatorUnavailable('The DDEX schemas were not found: set DDEX_DIR to the folder holding ern43/ and ern-c-sftp18/');
  return path.join(dir, relative);
}

/** Checks an ERN message against the official release-notification.xsd. */
export function validateErn(xml: string, ddexDir?: string): Promise<XmlValidation> {
  return xmllint(schemaPath(ERN_SCHEMA, ddexDir), xml);
}

/** Checks a BatchComplete manifest against the choreography schema. */
export function validateManifest(xml: string, ddexDir?: string): Promise<XmlValidation> {
  return xmllint(schemaPath(MANIFEST_SCHEMA, ddexDir), xml);
}
