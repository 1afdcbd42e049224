/** Word lists the demo catalogue is generated from: an Indian fashion store's vocabulary. */

export type Garment = 'tshirt' | 'shirt' | 'jeans' | 'trousers' | 'kurta' | 'jacket' | 'kurti' | 'saree' | 'dress' | 'top' | 'leggings' | 'ethnicset';

/**
 * CategorySpec's sleeves and necks say what the drawing of the garment (images/svg.ts) shows: a
 * T-shirt is drawn with short sleeves and a round neck, so its specifications never say "Full".
 */
export interface CategorySpec {
  name: string;
  garment: Garment;
  noun: string;
  fabrics: string[];
  styles: string[];
  /** Price range of the original price in rupees. */
  price: [number, number];
  sleeves: string[];
  necks: string[];
  types: string[];
  colours: string[];
  freeSize?: boolean;
  /** The noun names a pair ("Jeans", "Leggings"): "a pair of slim fit jeans", never "a slim fit jeans". */
  pair?: boolean;
  care: string;
}

const COTTON_CARE = 'Machine wash cold with like colours. Do not bleach. Tumble dry low. Warm iron on the reverse.';
const SILK_CARE = 'Dry clean only. Store folded in a muslin cloth, away from direct sunlight. Steam iron on low.';
const DENIM_CARE = 'Wash inside out in cold water. Do not bleach. Line dry in shade to keep the colour.';

export const CATEGORY_SPECS: Record<string, CategorySpec> = {
  'T-Shirts': { name: 'T-Shirts', garment: 'tshirt', noun: 'T-Shirt', fabrics: ['Cotton', 'Organic Cotton', 'Cotton Blend', 'Bamboo'], styles: ['Solid', 'Printed', 'Striped', 'Graphic', 'Pocket', 'Oversized'], price: [299, 999], sleeves: ['Short'], necks: ['Round'], types: ['Casual', 'Sport'], colours: ['Black', 'Red', 'Blue', 'Green', 'White', 'Navy', 'Grey', 'Mustard', 'Olive', 'Maroon'], care: COTTON_CARE },
  Shirts: { name: 'Shirts', garment: 'shirt', noun: 'Shirt', fabrics: ['Cotton', 'Linen', 'Oxford Cotton', 'Poplin'], styles: ['Slim Fit', 'Regular Fit', 'Checked', 'Striped', 'Solid', 'Button-Down'], price: [699, 1999], sleeves: ['Full'], necks: ['Collar'], types: ['Formal', 'Casual'], colours: ['White', 'Blue', 'Sky Blue', 'Black', 'Pink', 'Green', 'Beige', 'Navy', 'Red'], care: COTTON_CARE },
  Jeans: { name: 'Jeans', garment: 'jeans', noun: 'Jeans', pair: true, fabrics: ['Stretch Denim', 'Denim', 'Cotton Denim'], styles: ['Slim Fit', 'Skinny Fit', 'Straight Fit', 'Tapered', 'Relaxed Fit', 'Distressed'], price: [899, 2499], sleeves: [], necks: [], types: ['jeans'], colours: ['Blue', 'Black', 'Indigo', 'Light Blue', 'Grey'], care: DENIM_CARE },
  Trousers: { name: 'Trousers', garment: 'trousers', noun: 'Trousers', pair: true, fabrics: ['Cotton', 'Linen Blend', 'Poly Viscose', 'Twill'], styles: ['Slim Fit Chino', 'Formal', 'Pleated', 'Cargo', 'Jogger'], price: [799, 1999], sleeves: [], necks: [], types: ['Formal', 'Casual'], colours: ['Beige', 'Black', 'Navy', 'Olive', 'Grey', 'Blue', 'Green'], care: COTTON_CARE },
  Kurtas: { name: 'Kurtas', garment: 'kurta', noun: 'Kurta', fabrics: ['Cotton', 'Linen', 'Silk Blend', 'Khadi', 'Chikankari Cotton'], styles: ['Slim Fit', 'Straight', 'Embroidered', 'Printed', 'Pathani', 'Self-Design'], price: [799, 2999], sleeves: ['Full'], necks: ['Collar'], types: ['Casual', 'Formal'], colours: ['White', 'Maroon', 'Mustard', 'Blue', 'Green', 'Black', 'Red', 'Beige', 'Navy', 'Peach'], care: COTTON_CARE },
  Jackets: { name: 'Jackets', garment: 'jacket', noun: 'Jacket', fabrics: ['Denim', 'Faux Leather', 'Quilted', 'Cotton', 'Fleece'], styles: ['Bomber', 'Biker', 'Puffer', 'Nehru', 'Trucker', 'Windcheater'], price: [1499, 4999], sleeves: ['Full'], necks: ['V-Neck'], types: ['Casual', 'Sport', 'Formal'], colours: ['Black', 'Olive', 'Navy', 'Blue', 'Maroon', 'Grey', 'Green', 'Red'], care: 'Dry clean recommended. Do not tumble dry. Hang to keep the shape.' },
  Kurtis: { name: 'Kurtis', garment: 'kurti', noun: 'Kurti', fabrics: ['Cotton', 'Rayon', 'Georgette', 'Chanderi', 'Block Print Cotton'], styles: ['A-Line', 'Straight', 'Anarkali', 'Embroidered', 'Printed', 'Angrakha'], price: [499, 1999], sleeves: ['Half'], necks: ['Round'], types: ['Casual', 'Formal'], colours: ['Pink', 'Red', 'Blue', 'Green', 'Mustard', 'White', 'Black', 'Teal', 'Lavender', 'Peach'], care: COTTON_CARE },
  Sarees: { name: 'Sarees', garment: 'saree', noun: 'Saree', fabrics: ['Banarasi Silk', 'Kanjeevaram Silk', 'Chiffon', 'Georgette', 'Cotton', 'Linen'], styles: ['Woven', 'Zari Border', 'Printed', 'Embellished', 'Bandhani', 'Handloom'], price: [999, 4999], sleeves: [], necks: [], types: ['Formal', 'Casual'], colours: ['Red', 'Maroon', 'Green', 'Blue', 'Pink', 'Mustard', 'Black', 'Teal', 'Peach', 'Lavender'], freeSize: true, care: SILK_CARE },
  Dresses: { name: 'Dresses', garment: 'dress', noun: 'Dress', fabrics: ['Cotton', 'Rayon', 'Crepe', 'Georgette', 'Linen'], styles: ['Midi', 'Fit and Flare', 'Skater', 'A-Line', 'Smocked', 'Tiered'], price: [799, 2999], sleeves: ['Short'], necks: ['Round'], types: ['Casual', 'Formal'], colours: ['Black', 'Red', 'Blue', 'Green', 'White', 'Pink', 'Lavender', 'Mustard', 'Navy'], care: COTTON_CARE },
  Tops: { name: 'Tops', garment: 'top', noun: 'Top', fabrics: ['Cotton', 'Rayon', 'Crepe', 'Knit', 'Georgette'], styles: ['Peplum', 'Flared', 'Regular', 'Ruffled', 'Embroidered', 'Printed'], price: [299, 1299], sleeves: ['Short'], necks: ['Round'], types: ['Casual', 'Sport', 'Formal'], colours: ['White', 'Black', 'Red', 'Blue', 'Green', 'Pink', 'Peach', 'Teal', 'Lavender', 'Mustard'], care: COTTON_CARE },
  Leggings: { name: 'Leggings', garment: 'leggings', noun: 'Leggings', pair: true, fabrics: ['Cotton Lycra', 'Viscose Lycra', 'Nylon Spandex'], styles: ['Ankle Length', 'Churidar', 'Full Length', 'High Waist', 'Active'], price: [299, 799], sleeves: [], necks: [], types: ['Casual', 'Sport'], colours: ['Black', 'White', 'Navy', 'Maroon', 'Green', 'Blue', 'Red', 'Grey', 'Beige'], care: COTTON_CARE },
  'Ethnic Sets': { name: 'Ethnic Sets', garment: 'ethnicset', noun: 'Kurta Set', fabrics: ['Cotton', 'Rayon', 'Silk Blend', 'Chanderi', 'Georgette'], styles: ['Palazzo', 'Sharara', 'Dupatta', 'Anarkali', 'Straight Pant', 'Embroidered'], price: [1299, 4499], sleeves: ['Full'], necks: ['Round'], types: ['Casual', 'Formal'], colours: ['Pink', 'Mustard', 'Green', 'Blue', 'Red', 'Maroon', 'White', 'Teal', 'Peach', 'Black'], care: SILK_CARE },
};

/** "Priya Sharma" → "priya-sharma": the seed's slugs (category, product and avatar URLs). */
export const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const COLOURS: Record<string, string> = {
  Red: '#c0392b',
  Blue: '#1f4e9c',
  Green: '#2e7d4f',
  Black: '#1c1c1c',
  White: '#f4f1ea',
  Maroon: '#7b1e2b',
  Navy: '#1b2a4a',
  Mustard: '#d4a017',
  Pink: '#e07a9a',
  Grey: '#8a8d91',
  Beige: '#d8c3a0',
  Olive: '#6b6b2a',
  Teal: '#1f7a7a',
  Lavender: '#a99bd1',
  Peach: '#f2b49b',
  'Sky Blue': '#7fb3e0',
  Indigo: '#2f3e66',
  'Light Blue': '#8fb1d9',
};

export const REVIEWERS = ['Aarav Sharma', 'Priya Verma', 'Rohan Gupta', 'Ananya Iyer', 'Vikram Singh', 'Sneha Reddy', 'Arjun Nair', 'Kavya Menon', 'Rahul Mehta', 'Ishita Banerjee', 'Aditya Joshi', 'Pooja Patel', 'Karan Malhotra', 'Neha Kapoor', 'Siddharth Rao', 'Meera Pillai', 'Amit Chauhan', 'Divya Krishnan', 'Harsh Agarwal', 'Riya Das'];

/**
 * Review parts, combined per review (title by rating, then an opening about the garment, a detail
 * and a closing), so reviews of one product never repeat and the catalogue's read differently.
 * `{item}` is the garment ("kurta", "pair of jeans"), `{fabric}` its fabric, `{city}` a city.
 */
export const REVIEW_TITLES: Record<number, string[]> = {
  5: ['Loved it!', 'Excellent quality', 'Perfect fit', 'Beautiful', 'Exactly as pictured', 'Worth every rupee', 'My new favourite'],
  4: ['Good value for money', 'Very comfortable', 'Nice product', 'Happy with the purchase', 'Pretty good', 'Would buy again'],
  3: ['Decent', 'Okay for the price', 'Average', 'Mixed feelings'],
  2: ['Not as expected', 'Disappointed', 'Could be better'],
};
export const REVIEW_OPENINGS: Record<number, string[]> = {
  5: ['The {fabric} is soft and the {item} fits exactly as shown.', 'This {item} looks even better in person.', 'Bought this {item} for a family function and got many compliments.', 'The {fabric} feels premium and the colour is rich.', 'Ordered my usual size and the {item} fits perfectly.'],
  4: ['Nice {fabric} for the price.', 'The {item} is comfortable for a full day out.', 'Good {item}, the colour matches the photos.', 'Breathable {fabric}, right for the Indian summer.', 'A well made {item} with neat stitching.'],
  3: ['The {item} is fine for daily wear.', 'The colour is a shade darker than the photos.', 'The {fabric} is okay, nothing special.', 'The fit of the {item} is a little loose.'],
  2: ['The {fabric} feels thinner than I expected.', 'The {item} runs a size small.', 'The stitching on my {item} came loose at one seam.'],
};
export const REVIEW_DETAILS = [
  'Stitching is neat and the colour held after three washes.',
  'Slightly long for me, but my tailor fixed it in minutes.',
  'The size chart was accurate.',
  'Packaging was neat and it came without creases.',
  'It washes well in a machine on a gentle cycle.',
  'The fabric does not cling in humid weather.',
  'I wore it all evening without feeling hot.',
  'The colour is true to the pictures.',
  '',
];
export const REVIEW_CLOSINGS = [
  'Delivered to {city} in four days.',
  'Reached {city} well before the promised date.',
  'Will buy another colour.',
  'Quick delivery and easy returns.',
  'Cash on delivery to {city} was smooth.',
  'Bought a second one for my sister.',
  'Good service from Kapda.',
  '',
];
export const REVIEW_CITIES = ['Pune', 'Lucknow', 'Jaipur', 'Kochi', 'Indore', 'Patna', 'Surat', 'Nagpur', 'Guwahati', 'Mysuru', 'Dehradun', 'Bhopal'];

export const BANNERS = [
  { title: 'The Festive Edit', subtitle: 'Kurtas, sarees and ethnic sets up to 50% off', link: '/new-collection' },
  { title: 'New Season, New You', subtitle: 'Fresh arrivals in shirts, tops and dresses', link: '/new-arrivals' },
  { title: 'Trending This Week', subtitle: 'The styles India is wearing right now', link: '/trending' },
];

export const TESTIMONIALS = [
  { name: 'Priya Sharma', city: 'Lucknow', rating: 5, text: 'The Chikankari kurti I ordered is just beautiful. Delivered in three days and the fabric is so soft!' , textHi: 'मेरी चिकनकारी कुर्ती बेहद खूबसूरत है। तीन दिन में डिलीवरी हुई और कपड़ा बहुत मुलायम है!' },
  { name: 'Rahul Verma', city: 'Delhi', rating: 5, text: 'Finally a store with honest sizes. My slim fit shirts fit perfectly, and returns were hassle free.' , textHi: 'आख़िरकार ईमानदार साइज़ वाला स्टोर। मेरी स्लिम फ़िट शर्ट बिल्कुल सही आईं, और वापसी भी आसान रही।' },
  { name: 'Ananya Iyer', city: 'Bengaluru', rating: 4, text: 'Lovely Banarasi saree at a fraction of the showroom price. The zari work is exquisite.' , textHi: 'शोरूम के दाम के एक हिस्से में सुंदर बनारसी साड़ी। ज़री का काम लाजवाब है।' },
  { name: 'Arjun Nair', city: 'Kochi', rating: 5, text: 'Great denim quality. I have washed my jeans a dozen times and the colour still looks new.' , textHi: 'डेनिम की क्वालिटी शानदार है। दर्जन भर धुलाई के बाद भी जींस का रंग नया जैसा है।' },
  { name: 'Sneha Reddy', city: 'Hyderabad', rating: 4, text: 'Cash on delivery and quick delivery to my town. The ethnic set was a hit at my cousin\'s wedding.' , textHi: 'कैश ऑन डिलीवरी और मेरे शहर तक जल्दी डिलीवरी। कज़िन की शादी में एथनिक सेट ने धूम मचा दी।' },
  { name: 'Vikram Singh', city: 'Jaipur', rating: 5, text: 'Bought kurtas for the whole family for Diwali. Excellent stitching and very reasonable prices.' , textHi: 'दिवाली के लिए पूरे परिवार के कुर्ते लिए। बढ़िया सिलाई और बहुत वाजिब दाम।' },
];

export const DELIVERY_CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh', 'Kochi', 'Indore', 'Bhubaneswar', 'Across India'];

export const CONTACT = {
  address: '2nd Floor, Hazratganj Market, Lucknow, Uttar Pradesh 226001',
  phone: '+91 522 400 0000',
  email: 'sales@kapda.example',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=80.935%2C26.842%2C80.955%2C26.856&layer=mapnik&marker=26.849%2C80.945',
  facebook: 'https://www.facebook.com/kapdafashions',
  twitter: 'https://twitter.com/kapdafashions',
  instagram: 'https://www.instagram.com/kapdafashions',
  linkedin: 'https://www.linkedin.com/company/kapdafashions',
};

export const PRIVACY_HTML = `<h2>Privacy Policy</h2>
<p>Kapda Fashions Pvt. Ltd. ("Kapda", "we") respects your privacy. This policy explains what we collect when you shop with us and how we use it.</p>
<h3>What we collect</h3>
<ul>
  <li>Your mobile number, used to log you in with a one-time password.</li>
  <li>Delivery addresses you save, and the orders you place.</li>
  <li>Your wishlist and cart, so they follow you across devices.</li>
</ul>
<h3>How we use it</h3>
<p>We use your details only to deliver your orders, keep you informed about them and improve the store. We never sell your personal data.</p>
<h3>Payments</h3>
<p>Card and UPI payments are processed by our payment partner. We do not store your card details.</p>
<h3>Your choices</h3>
<p>You can ask us to correct or delete your data at any time by writing to <a href="mailto:sales@kapda.example">sales@kapda.example</a>.</p>`;

export const TERMS_HTML = `<h2>Terms &amp; Conditions</h2>
<p>By using the Kapda store you agree to these terms.</p>
<h3>Orders and prices</h3>
<ul>
  <li>All prices are in Indian rupees and include applicable taxes.</li>
  <li>An order is confirmed once you receive an order confirmation.</li>
  <li>Cash on delivery orders carry a shipping charge of ₹49; online payments ship free.</li>
</ul>
<h3>Shipping</h3>
<p>Orders are shipped within 0-7 days. Delivery times depend on your pincode.</p>
<h3>Cancellation and refunds</h3>
<p>You may cancel an order within 7 days of placing it. Claims for damaged or not-as-described items must be made within 7 days of receipt. Approved refunds take 7 days.</p>
<h3>Contact</h3>
<p>Questions? Write to <a href="mailto:sales@kapda.example">sales@kapda.example</a> or call +91 522 400 0000.</p>`;

/**
 * HSN heading of each demo category (issue 27): knitted garments in chapter 61, woven ones in 62.
 * A category's code is what a new product in it starts with; the product's own code is printed.
 */
export const CATEGORY_HSN: Record<string, string> = {
  'T-Shirts': '6109', // T-shirts, knitted
  Shirts: '6205', // men's shirts, woven
  Jeans: '6203', // men's trousers (denim), woven
  Trousers: '6203',
  Kurtas: '6211', // other garments, woven
  Jackets: '6201', // men's jackets and windcheaters, woven
  Kurtis: '6211',
  Sarees: '5407', // sold as woven fabric: by the fabric (SAREE_FABRIC_HSN)
  Dresses: '6204', // women's dresses, woven
  Tops: '6206', // women's blouses and tops, woven
  Leggings: '6104', // women's trousers and leggings, knitted
  'Ethnic Sets': '6204', // women's ensembles, woven
};

/** A saree is an unstitched woven fabric: its heading is its fabric's. */
export const SAREE_FABRIC_HSN: Record<string, string> = {
  'Banarasi Silk': '5007',
  'Kanjeevaram Silk': '5007',
  Chiffon: '5407',
  Georgette: '5407',
  Cotton: '5208',
  Linen: '5309',
};

/** The HSN code of a demo product: its fabric's for a saree, else its category's. */
export const productHsn = (categoryName: string, fabric: string): string =>
  (categoryName === 'Sarees' ? SAREE_FABRIC_HSN[fabric] : undefined) ?? CATEGORY_HSN[categoryName] ?? '6211';
