/**
 * Every filter the card list offers, alone and combined, with each sort: the cases the benchmark
 * times through the HTTP API. `indexed` cases (one filter answered by an index) have the 5 ms p95
 * target; every other combination, prefix searches and sorts included, the 20 ms one.
 */
export interface ListCase {
  name: string;
  kind: 'indexed' | 'combination';
  query: Record<string, string>;
}

export interface SampleCard {
  iccid: string;
  msisdn: string;
}

export function cardListCases(card: SampleCard): ListCase[] {
  const indexed = (name: string, query: Record<string, string>): ListCase => ({
    name,
    kind: 'indexed',
    query,
  });
  const combined = (name: string, query: Record<string, string>): ListCase => ({
    name,
    kind: 'combination',
    query,
  });
  return [
    indexed('no filter', {}),
    indexed('status=active', { status: 'active' }),
    indexed('status=suspended', { status: 'suspended' }),
    indexed('carrier=ctcc', { carrier: 'ctcc' }),
    indexed('expiring=1 (this month)', { expiring: '1' }),
    indexed('number = full ICCID', { number: card.iccid }),
    indexed('number = full MSISDN, num_type', { number: card.msisdn, num_type: 'msisdn' }),
    combined('ICCID prefix, 10 digits', { number: card.iccid.slice(0, 10) }),
    combined('ICCID prefix, 8 digits', { number: card.iccid.slice(0, 8) }),
    combined('ICCID prefix 898604 (broad)', { number: card.iccid.slice(0, 6) }),
    combined('MSISDN prefix, num_type', { number: card.msisdn.slice(0, 7), num_type: 'msisdn' }),
    combined('status + carrier', { status: 'active', carrier: 'cmcc' }),
    combined('status + carrier + expiring', { status: 'active', carrier: 'cucc', expiring: '1' }),
    combined('carrier + expiring', { carrier: 'ctcc', expiring: '1' }),
    combined('status + ICCID prefix', { status: 'suspended', number: card.iccid.slice(0, 7) }),
    combined('status + carrier + broad prefix', { status: 'cancelled', carrier: 'cmcc', number: '8986' }),
    combined('sort usage_mb desc', { sort: 'usage_mb', order: 'desc' }),
    combined('sort expires_at asc', { sort: 'expires_at', order: 'asc' }),
    combined('sort activated_at desc', { sort: 'activated_at', order: 'desc' }),
    combined('sort iccid asc', { sort: 'iccid', order: 'asc' }),
    combined('status + sort usage_mb', { status: 'active', sort: 'usage_mb', order: 'desc' }),
    combined('broad prefix + sort usage_mb', { number: card.iccid.slice(0, 6), sort: 'usage_mb' }),
    combined('page 50 (offset 980)', { page: '50' }),
    combined('page 50, sort activated_at', { page: '50', sort: 'activated_at' }),
  ];
}
