// The visitor's country from the configured IP-geolocation service (GEOLOCATION_URL with {ip}),
// read from its country_code. Private addresses, no service, or any failure give null: the
// client then falls back to USD.
import { isIP } from 'node:net';
import type { Deps } from '../../deps.ts';

const PRIVATE = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|fc|fd|fe80:|::ffff:127\.)/i;

export async function detectCountry(deps: Deps, ip: string | undefined): Promise<string | null> {
  const template = deps.env.GEOLOCATION_URL;
  if (!template || !ip || !isIP(ip) || PRIVATE.test(ip)) return null;
  try {
    const res = await fetch(template.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(3000),
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { country_code?: unknown };
    return typeof body.country_code === 'string' && /^[A-Z]{2}$/i.test(body.country_code) ? body.country_code.toUpperCase() : null;
  } catch (err) {
    deps.log.debug({ err: String(err) }, 'geolocation lookup failed');
    return null;
  }
}
