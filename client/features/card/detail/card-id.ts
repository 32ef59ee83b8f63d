/** The card id of /card/detail/5 (table link cells) or /card/detail?card_id=5 (top-bar search); 0 if none. */
export function cardIdOf(path: string, search: string): number {
  const raw = new URLSearchParams(search).get('card_id') ?? path.split('/')[3] ?? '';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
