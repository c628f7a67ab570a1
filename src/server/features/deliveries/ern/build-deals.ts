// The DealList of a new release: what stores may do with the release and each track, where and
// from when. A takedown has none: a NewReleaseMessage without deals takes the release down (ERN
// Part 1, 6.19.4 and 6.19.7), so no deal of it starts and ends at once and no visibility date stays.
//
// One rule per period: a period from the street date is in local date-times without a zone (each
// territory's own midnight, as a street date is meant); a release without a street date starts at
// the moment the message is made, in UTC. No period mixes the two.
//
// UseTypes as precise as the deals are (ERN Part 1, 6.18; DDEX's guidance on UseTypes): the
// subscription and advertisement-supported streams are on-demand and non-interactive streams (not
// every kind of Stream, so not the parent Stream), the sale a permanent download.
//
// No PriceInformation: our price tiers are our own words, and a store prices by its own rate card
// (a PriceCode in our namespace means nothing to it), so each store sets the price.
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { localMidnight, utcDateTime } from './ddex-values.ts';
import type { ReleaseSnapshot } from './types.ts';

type DealSpec = { models: string[]; uses: string[]; start: string; end?: string; preOrder?: boolean };

export const STREAM_DEAL = {
  models: ['SubscriptionModel', 'AdvertisementSupportedModel'],
  uses: ['OnDemandStream', 'NonInteractiveStream'],
};
export const DOWNLOAD_DEAL = { models: ['PayAsYouGoModel'], uses: ['PermanentDownload'] };

function territories(terms: XMLBuilder, s: ReleaseSnapshot): void {
  const { mode, codes } = s.territories;
  if (mode === 'worldwide') terms.ele('TerritoryCode').txt('Worldwide');
  // "Everywhere except": DealTerms takes TerritoryCode or ExcludedTerritoryCode, never both; the
  // excluded codes alone mean worldwide but those.
  else for (const c of codes) terms.ele(mode === 'only' ? 'TerritoryCode' : 'ExcludedTerritoryCode').txt(c);
}

function deal(list: XMLBuilder, s: ReleaseSnapshot, spec: DealSpec): void {
  const terms = list.ele('Deal').ele('DealTerms');
  territories(terms, s);
  const period = terms.ele('ValidityPeriod');
  period.ele('StartDateTime').txt(spec.start);
  if (spec.end) period.ele('EndDateTime').txt(spec.end);
  for (const m of spec.models) terms.ele('CommercialModelType').txt(m);
  for (const u of spec.uses) terms.ele('UseType').txt(u);
  if (spec.preOrder) terms.ele('IsPreOrderDeal').txt('true');
}

/** The deals of a new release (R0) and of its tracks (R1..Rn), with the release's visibility before a pre-order's street date. */
export function dealList(root: XMLBuilder, s: ReleaseSnapshot, trackCount: number, createdAt: Date): void {
  const start = s.releaseDate ? localMidnight(s.releaseDate) : utcDateTime(createdAt);
  const dealList = root.ele('DealList');
  const dealsFor = (refs: string[], preOrder: boolean) => {
    const rd = dealList.ele('ReleaseDeal');
    for (const r of refs) rd.ele('DealReleaseReference').txt(r);
    deal(rd, s, { ...STREAM_DEAL, start });
    deal(rd, s, { ...DOWNLOAD_DEAL, start });
    if (preOrder && s.preOrderDate && s.releaseDate) {
      const window = { start: localMidnight(s.preOrderDate), end: localMidnight(s.releaseDate) };
      deal(rd, s, { ...DOWNLOAD_DEAL, ...window, preOrder: true });
    }
  };
  dealsFor(['R0'], true);
  dealsFor(
    Array.from({ length: trackCount }, (_, i) => `R${i + 1}`),
    false,
  );
  if (s.preOrderDate) {
    const v = dealList.ele('ReleaseVisibility');
    v.ele('VisibilityReference').txt('V1');
    v.ele('ReleaseDisplayStartDateTime').txt(localMidnight(s.preOrderDate));
  }
}
