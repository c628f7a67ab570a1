import type { XmlValidation } from './types.ts';

/** Checks an ERN message against the official release-notification.xsd with xmllint. */
export async function validateErn(_xml: string): Promise<XmlValidation> {
  throw new Error('not built yet');
}

/** Checks a manifest against the choreography schema with xmllint. */
export async function validateManifest(_xml: string): Promise<XmlValidation> {
  throw new Error('not built yet');
}
