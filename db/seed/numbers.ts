import type { Carrier } from '#contract';

/**
 * Card numbers that look real and never collide: the i-th card's digits are an affine bijection
 * of i modulo 10^width (the multiplier is coprime with 10), so numbers scatter like real ones
 * while staying unique for any card count below 10^width.
 */
function scatterBig(i: number, width: number, multiplier: bigint, offset: bigint): string {
  const modulus = 10n ** BigInt(width);
  return ((BigInt(i) * multiplier + offset) % modulus).toString().padStart(width, '0');
}

const SPLIT = 10_000_000;

/**
 * The same value as `scatterBig`, exactly, in plain double arithmetic (about ten times faster): the
 * multiplier is split at 10^7 so every intermediate product stays below 2^53. Valid for widths 8 to
 * 15 and i below 10^7; anything else takes the BigInt path.
 */
function scatter(i: number, width: number, multiplier: bigint, offset: bigint): string {
  if (width < 8 || width > 15 || i >= SPLIT) return scatterBig(i, width, multiplier, offset);
  const m = Number(multiplier);
  const high = Math.floor(m / SPLIT);
  const low = m - high * SPLIT;
  const modulus = 10 ** width;
  const value = (((i * high) % 10 ** (width - 7)) * SPLIT + i * low + Number(offset)) % modulus;
  return value.toString().padStart(width, '0');
}

const PREFIX: Record<Carrier, { iccid: string; msisdn: string; imsi: string }> = {
  cmcc: { iccid: '898604', msisdn: '1440', imsi: '46004' },
  cucc: { iccid: '898606', msisdn: '1460', imsi: '46006' },
  ctcc: { iccid: '898611', msisdn: '1410', imsi: '46011' },
};

/**
 * The carriers' prefixes for the profiles of a multi-carrier card (their own network codes:
 * 46000 / 46001 / 46003, ICCIDs 898600 / 898601 / 898603), apart from the single-carrier cards'
 * so a profile's number never equals another card's.
 */
const OC_PREFIX: Record<Carrier, { iccid: string; imsi: string }> = {
  cmcc: { iccid: '898600', imsi: '46000' },
  cucc: { iccid: '898601', imsi: '46001' },
  ctcc: { iccid: '898603', imsi: '46003' },
};

/** Each number of the i-th card on its own, so a seeder computes only those the card has. */
export const numberOf = {
  iccid: (i: number, carrier: Carrier) =>
    PREFIX[carrier].iccid + scatter(i, 14, 61_803_398_874_989n, 31_415_926_535n),
  msisdn: (i: number, carrier: Carrier) => PREFIX[carrier].msisdn + scatter(i, 9, 618_033_989n, 271_828_182n),
  imsi: (i: number, carrier: Carrier) =>
    PREFIX[carrier].imsi + scatter(i, 10, 6_180_339_887n, 1_618_033_988n),
  imei: (i: number) => `86${scatter(i, 13, 6_180_339_887_499n, 4_669_201_609n)}`,
  eid: (i: number) => `89049032${scatterBig(i, 24, 618_033_988_749_894_848_204_587n, 2_502_907_875n)}`,
  /** A multi-carrier card's profile on a carrier: its IMSI and ICCID there (see OC_PREFIX). */
  ocImsi: (i: number, carrier: Carrier) => OC_PREFIX[carrier].imsi + scatter(i, 10, 3_819_660_113n, 12_345n),
  oIccid: (i: number, carrier: Carrier) =>
    OC_PREFIX[carrier].iccid + scatter(i, 14, 38_196_601_125_011n, 98_765n),
};

export const cardNumbers = (i: number, carrier: Carrier) => ({
  iccid: numberOf.iccid(i, carrier),
  msisdn: numberOf.msisdn(i, carrier),
  imsi: numberOf.imsi(i, carrier),
  imei: numberOf.imei(i),
  eid: numberOf.eid(i),
  ocImsi: numberOf.ocImsi(i, carrier),
  oIccid: numberOf.oIccid(i, carrier),
});

/** The reference implementation, kept so a test can prove the fast path equal to it. */
export const scatterReference = scatterBig;
export const scatterFast = scatter;
