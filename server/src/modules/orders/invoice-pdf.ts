/**
 * Renders an order's GST tax invoice, or the credit note that reverses it, as a PDF (pdfkit).
 * The numbers come from computeInvoice (a credit note's from computeCreditNote: the units it
 * credits, at the rates of the invoice it reverses); this file only lays them out.
 * Standard PDF fonts have no rupee sign, so amounts read "Rs. 1,234.50".
 */
import PDFDocument from 'pdfkit';
import { computeInvoice, type Seller } from './invoice-calc.js';
import type { TaxPolicy } from '../pricing/gst-policy.js';
import type { CreditNoteTotals } from './credit-note-calc.js';
import { formatMoney } from '../../shared/money.js';

export interface InvoiceDocumentInput {
  /** Who issued it: the seller kept on the order when the invoice was issued. */
  seller: Seller;
  invoiceNumber: string;
  invoiceDate: Date;
  /** Present for a credit note: its number, date, why the supply was reversed, and what it credits. */
  creditNote?: { number: string; date: Date; reason: string; totals: CreditNoteTotals };
  /** The state of the delivery pincode, with its GST state code. */
  placeOfSupply: { name: string; gstCode: string };
  orderNumber: string;
  orderDate: Date;
  paymentMethod: 'COD' | 'ONLINE';
  paymentStatus: string;
  buyer: { name: string; phone: string; gstin?: string | null; businessName?: string | null };
  shipTo: { fullName: string; phone: string; houseName: string; address: string; locality: string; landmark: string; city: string; state: string; pincode: string };
  items: Array<{ description: string; hsnCode: string; quantity: number; unitPrice: number }>;
  discountAmount: number;
  shippingCharge: number;
  totalAmount: number;
}

const money = (paise: number) => formatMoney(paise, 'ascii'); // the PDF's built-in fonts have no ₹ glyph
const date = (d: Date) => d.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The figures of a document are the tax policy's on the invoice date (the time of supply), so a re-print prints what was issued. */
export function renderInvoicePdf(input: InvoiceDocumentInput, policy: TaxPolicy): Promise<Buffer> {
  const invoice = input.creditNote?.totals ?? computeInvoice(
    {
      items: input.items,
      discountAmount: input.discountAmount,
      shippingCharge: input.shippingCharge,
      totalAmount: input.totalAmount,
      placeOfSupplyCode: input.placeOfSupply.gstCode,
      sellerStateCode: input.seller.stateCode,
      supplyDate: input.invoiceDate,
    },
    policy,
  );
  const seller = input.seller;
  const note = input.creditNote;
  const title = note ? `Credit Note ${note.number}` : `Tax Invoice ${input.invoiceNumber}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text(note ? 'CREDIT NOTE' : 'TAX INVOICE', left, 40, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(11).text(seller.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.address) doc.text(line);
  doc.text(`GSTIN: ${seller.gstin}    State: ${seller.state} (${seller.stateCode})`);
  doc.moveDown(0.5);
  if (note) {
    doc.text(`Credit note number: ${note.number}        Credit note date: ${date(note.date)}`);
    doc.text(`Against tax invoice: ${input.invoiceNumber} dated ${date(input.invoiceDate)}`);
    doc.text(`Reason: ${note.reason}`);
  } else {
    doc.text(`Invoice number: ${input.invoiceNumber}        Invoice date: ${date(input.invoiceDate)}`);
  }
  doc.text(`Order number: ${input.orderNumber}        Order date: ${date(input.orderDate)}`);
  doc.text(`Payment mode: ${input.paymentMethod === 'COD' ? 'Cash on Delivery' : 'Paid online'} (${input.paymentStatus.toLowerCase()})`);
  doc.text(`Place of supply: ${input.placeOfSupply.name} (${input.placeOfSupply.gstCode})    Tax: ${invoice.intraState ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)'}`);
  doc.moveDown(0.5);

  const blockTop = doc.y;
  doc.font('Helvetica-Bold').text('Bill to', left, blockTop);
  if (input.buyer.gstin) doc.font('Helvetica').text(input.buyer.businessName ?? '').text(`GSTIN: ${input.buyer.gstin}`);
  doc.font('Helvetica').text(input.buyer.name || input.shipTo.fullName).text(`Phone: ${input.buyer.phone}`);
  doc.font('Helvetica-Bold').text('Ship to', left + width / 2, blockTop);
  const ship = input.shipTo;
  doc.font('Helvetica').text([ship.fullName, [ship.houseName, ship.address].filter(Boolean).join(', '), [ship.locality, ship.landmark].filter(Boolean).join(', '), `${ship.city}, ${ship.state} ${ship.pincode}`, `Phone: ${ship.phone}`].filter(Boolean).join('\n'), left + width / 2, doc.y, { width: width / 2 });
  doc.moveDown(1);

  // Table
  const cols = invoice.intraState
    ? [
        ['Item', 150],
        ['HSN', 45],
        ['Qty', 30],
        ['Gross', 60],
        ['Rate', 35],
        ['Taxable', 60],
        ['CGST', 67],
        ['SGST', 68],
      ]
    : [
        ['Item', 150],
        ['HSN', 45],
        ['Qty', 30],
        ['Gross', 70],
        ['Rate', 40],
        ['Taxable', 80],
        ['IGST', 100],
      ];
  let y = Math.max(doc.y, blockTop + 80);
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = left;
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (cols[i][1] as number) - 4 }));
    cells.forEach((cell, i) => {
      const w = cols[i][1] as number;
      doc.text(cell, x + 2, y + 3, { width: w - 4, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    y += Math.max(...heights) + 6;
    doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999999').lineWidth(0.5).stroke();
  };
  row(cols.map((c) => c[0] as string), true);
  for (const line of invoice.lines) {
    const taxCells = invoice.intraState ? [money(line.cgst), money(line.sgst)] : [money(line.igst)];
    const description = line.discount > 0 ? `${line.description}\n(incl. coupon discount ${money(line.discount)})` : line.description;
    row([description, line.hsnCode, String(line.quantity), money(line.gross), `${line.ratePercent}%`, money(line.taxable), ...taxCells]);
  }
  const totalTax = invoice.intraState ? [money(invoice.cgst), money(invoice.sgst)] : [money(invoice.igst)];
  row(['Total', '', '', money(invoice.total), '', money(invoice.taxable), ...totalTax], true);

  doc.font('Helvetica').fontSize(9);
  if (note) {
    doc.text('Taxable value and tax reversed, by rate:', left, y + 12);
    for (const rate of note.totals.byRate) {
      const tax = invoice.intraState ? `CGST ${money(rate.cgst)}, SGST ${money(rate.sgst)}` : `IGST ${money(rate.igst)}`;
      doc.text(`  ${rate.ratePercent}%: taxable ${money(rate.taxable)}, ${tax}`);
    }
  } else {
    doc.text(`Items subtotal: ${money(input.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0))}`, left, y + 12);
    if (input.discountAmount > 0) doc.text(`Coupon discount: - ${money(input.discountAmount)}`);
    doc.text(`Shipping: ${money(input.shippingCharge)}`);
  }
  doc.font('Helvetica-Bold').text(note ? `Credit note total (GST included): ${money(invoice.total)}` : `Invoice total (GST included): ${money(invoice.total)}`);
  doc.font('Helvetica').fontSize(8).moveDown(1);
  if (note) doc.text(`This credit note credits the units above of tax invoice ${input.invoiceNumber}, at that invoice's rates: the taxable value and the tax above are reversed.`);
  const rates = policy.footnote(input.invoiceDate, input.items.map((item) => item.hsnCode), money);
  doc.text(`Prices include GST.${rates ? ` GST rates on the date of supply: ${rates}.` : ''} This is a computer-generated ${note ? 'credit note' : 'invoice'} and needs no signature.`);
  doc.end();
  return done;
}
