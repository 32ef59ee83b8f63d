import type { Carrier } from '#contract';

/**
 * Card numbers that look real and never collide: the i-th card's digits are an affine bijection
 * of i modulo 10^width (the multiplier is coprime with 10), so numbers scatter like real ones
 * while staying unique for any card count below 10^width.
 */
function scatter(i: number, width: number, multiplier: bigint, offset: bigint): string {
  const modulus = 10n ** BigInt(width);
  return ((BigInt(i) * multiplier + offset) % modulus).toString().padStart(width, '0');
}

const PREFIX: Record<Carrier, { iccid: string; msisdn: string; imsi: string }> = {
  cmcc: { iccid: '898604', msisdn: '1440', imsi: '46004' },
  cucc: { iccid: '898606', msisdn: '1460', imsi: '46006' },
  ctcc: { iccid: '898611', msisdn: '1410', imsi: '46011' },
};

export const cardNumbers = (i: number, carrier: Carrier) => ({
  iccid: PREFIX[carrier].iccid + scatter(i, 14, 61_803_398_874_989n, 31_415_926_535n),
  msisdn: PREFIX[carrier].msisdn + scatter(i, 9, 618_033_989n, 271_828_182n),
  imsi: PREFIX[carrier].imsi + scatter(i, 10, 6_180_339_887n, 1_618_033_988n),
  imei: `86${scatter(i, 13, 6_180_339_887_499n, 4_669_201_609n)}`,
  eid: `89049032${scatter(i, 24, 618_033_988_749_894_848_204_587n, 2_502_907_875n)}`,
  ocImsi: `45412${scatter(i, 10, 3_819_660_113n, 12_345n)}`,
  oIccid: `8985212${scatter(i, 13, 3_819_660_112_501n, 98_765n)}`,
});
