/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, printed with the place of supply), and the other spellings people and the pincode
 * dataset use for them. Pure: no database.
 */
export interface IndianState {
  /** The name we store and print. */
  name: string;
  /** GST state code, two digits. */
  gstCode: string;
}

const STATES: ReadonlyArray<IndianState & { aliases: readonly string[] }> = [
  { name: 'Jammu and Kashmir', gstCode: '01', aliases: ['J&K', 'JK', 'Jammu & Kashmir'] },
  { name: 'Himachal Pradesh', gstCode: '02', aliases: ['HP'] },
  { name: 'Punjab', gstCode: '03', aliases: ['PB'] },
  { name: 'Chandigarh', gstCode: '04', aliases: ['CH'] },
  { name: 'Uttarakhand', gstCode: '05', aliases: ['Uttaranchal', 'UK'] },
  { name: 'Haryana', gstCode: '06', aliases: ['HR'] },
  { name: 'Delhi', gstCode: '07', aliases: ['New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi', 'DL'] },
  { name: 'Rajasthan', gstCode: '08', aliases: ['RJ'] },
  { name: 'Uttar Pradesh', gstCode: '09', aliases: ['UP'] },
  { name: 'Bihar', gstCode: '10', aliases: ['BR'] },
  { name: 'Sikkim', gstCode: '11', aliases: ['SK'] },
  { name: 'Arunachal Pradesh', gstCode: '12', aliases: ['AR'] },
  { name: 'Nagaland', gstCode: '13', aliases: ['NL'] },
  { name: 'Manipur', gstCode: '14', aliases: ['MN'] },
  { name: 'Mizoram', gstCode: '15', aliases: ['MZ'] },
  { name: 'Tripura', gstCode: '16', aliases: ['TR'] },
  { name: 'Meghalaya', gstCode: '17', aliases: ['ML'] },
  { name: 'Assam', gstCode: '18', aliases: ['AS'] },
  { name: 'West Bengal', gstCode: '19', aliases: ['WB'] },
  { name: 'Jharkhand', gstCode: '20', aliases: ['JH'] },
  { name: 'Odisha', gstCode: '21', aliases: ['Orissa', 'OD', 'OR'] },
  { name: 'Chhattisgarh', gstCode: '22', aliases: ['Chattisgarh', 'Chhatisgarh', 'CG'] },
  { name: 'Madhya Pradesh', gstCode: '23', aliases: ['MP'] },
  { name: 'Gujarat', gstCode: '24', aliases: ['GJ'] },
  // Code 25 (Daman and Diu) was merged into 26 in 2020.
  {
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    gstCode: '26',
    aliases: ['Dadra & Nagar Haveli & Daman & Diu', 'Dadra and Nagar Haveli', 'Daman and Diu', 'Daman', 'Diu', 'Silvassa', 'DNHDD'],
  },
  { name: 'Maharashtra', gstCode: '27', aliases: ['MH'] },
  { name: 'Karnataka', gstCode: '29', aliases: ['KA'] },
  { name: 'Goa', gstCode: '30', aliases: ['GA'] },
  { name: 'Lakshadweep', gstCode: '31', aliases: ['LD'] },
  { name: 'Kerala', gstCode: '32', aliases: ['KL'] },
  { name: 'Tamil Nadu', gstCode: '33', aliases: ['TN'] },
  { name: 'Puducherry', gstCode: '34', aliases: ['Pondicherry', 'PY'] },
  { name: 'Andaman and Nicobar Islands', gstCode: '35', aliases: ['Andaman & Nicobar Islands', 'Andaman and Nicobar', 'Andaman & Nicobar', 'AN'] },
  { name: 'Telangana', gstCode: '36', aliases: ['TS', 'TG'] },
  { name: 'Andhra Pradesh', gstCode: '37', aliases: ['AP'] },
  { name: 'Ladakh', gstCode: '38', aliases: ['LA'] },
];

/** Lower case, "&" read as "and", punctuation and extra spaces dropped: "Jammu & Kashmir" = "jammu and kashmir". */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_KEY = new Map<string, IndianState>();
for (const { aliases, ...state } of STATES) {
  for (const spelling of [state.name, ...aliases]) BY_KEY.set(key(spelling), state);
}

/** The state a typed name means (any usual spelling or abbreviation), or null when it names none. */
export function findIndianState(text: string | null | undefined): IndianState | null {
  return BY_KEY.get(key(text ?? '')) ?? null;
}

/**
 * The state of a pincode, from the dataset's state name. The dataset files Ladakh's pincodes
 * (194xxx) under Jammu & Kashmir, as before the 2019 split; Ladakh has its own GST code.
 */
export function stateOfPincode(pincode: string, datasetState: string): IndianState | null {
  if (pincode.startsWith('194')) return findIndianState('Ladakh');
  return findIndianState(datasetState);
}
