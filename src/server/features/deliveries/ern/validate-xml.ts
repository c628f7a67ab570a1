// Schema validation by libxml2's xmllint (Debian: libxml2-utils), run as a child process with the
// message on its standard input, offline (--nonet): the schemas import each other by relative path.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERN_SCHEMA, findDdexDir, MANIFEST_SCHEMA } from './ddex-schemas.ts';
import type { XmlValidation } from './types.ts';

export class ValidatorUnavailable extends Error {}

/** Runs xmllint over the files (or standard input, `-`); resolves with its exit code and messages. */
function run(schema: string, files: string[], stdin?: string): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--schema', schema, ...files], { stdio: ['pipe', 'ignore', 'pipe'] });
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
      const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      // 5: the schema itself could not be read or compiled.
      if (code === 5) return reject(new ValidatorUnavailable(`the schema ${schema} could not be read: ${lines.join(' ')}`));
      resolve({ code, lines });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin ?? '');
  });
}

async function xmllint(schema: string, xml: string): Promise<XmlValidation> {
  const { code, lines } = await run(schema, ['-'], xml);
  if (code === 0) return { valid: true };
  // 3 and 4: the document did not validate; 1: it is not well-formed.
  const errors = lines.filter((l) => !l.endsWith('validates') && !l.endsWith('fails to validate'));
  return { valid: false, errors: errors.length ? errors : [`xmllint exited with ${code}`] };
}

/** Several documents against one schema in one xmllint run (the schema is compiled once). */
async function xmllintAll(schema: string, xmls: string[]): Promise<XmlValidation[]> {
  if (xmls.length <= 1) return Promise.all(xmls.map((x) => xmllint(schema, x)));
  const dir = await mkdtemp(path.join(tmpdir(), 'ern-'));
  try {
    const files = xmls.map((_, i) => path.join(dir, `${i}.xml`));
    await Promise.all(files.map((file, i) => writeFile(file, xmls[i]!)));
    const { lines } = await run(schema, files);
    return files.map((file) => {
      const own = lines.filter((l) => l.startsWith(file));
      if (own.some((l) => l === `${file} validates`)) return { valid: true };
      const errors = own.filter((l) => !l.endsWith('fails to validate')).map((l) => l.slice(file.length).replace(/^:/, ''));
      return { valid: false, errors: errors.length ? errors : ['the document did not validate'] };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

/** Checks several ERN messages (one per store) in one run; the results in the same order. */
export function validateErnAll(xmls: string[], ddexDir?: string): Promise<XmlValidation[]> {
  return xmllintAll(schemaPath(ERN_SCHEMA, ddexDir), xmls);
}

/** Checks a BatchComplete manifest against the choreography schema. */
export function validateManifest(xml: string, ddexDir?: string): Promise<XmlValidation> {
  return xmllint(schemaPath(MANIFEST_SCHEMA, ddexDir), xml);
}

/** Checks several manifests in one run; the results in the same order. */
export function validateManifestAll(xmls: string[], ddexDir?: string): Promise<XmlValidation[]> {
  return xmllintAll(schemaPath(MANIFEST_SCHEMA, ddexDir), xmls);
}
