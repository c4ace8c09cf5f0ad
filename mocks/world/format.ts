/** Persian digits with the Persian thousands separator, as the server writes amounts in messageFa. */
export function faNumber(n: number): string {
  const grouped = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return (n < 0 ? '-' : '') + grouped.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
}

/** Tomans (rials / 10, rounded down) in Persian digits. */
export function faTomans(rials: number): string {
  return faNumber(Math.floor(rials / 10));
}
