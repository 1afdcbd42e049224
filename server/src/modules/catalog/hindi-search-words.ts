/**
 * Searching in Hindi: the store's client speaks Hindi, but the catalogue is written in English. A
 * shopper who types "लाल कुर्ता" or "पुरुषों के लिए सफ़ेद शर्ट" means "red kurta" and "white shirt
 * for men". The garments, colours, fabrics and audiences of the catalogue are looked up here, and
 * every other Devanagari word is dropped ("के लिए", "for"), as the search drops punctuation.
 */
import { asciiDigits } from '../../shared/indian-formats.js';

/** English words for Hindi ones, keys as `spelling()` writes them (no nukta, ँ as ं). */
const WORDS: Record<string, string> = {};
const add = (english: string, ...hindi: string[]) => {
  for (const word of hindi) WORDS[spelling(word)] = english;
};

// Garments (singular, plural and common spellings).
add('kurta', 'कुर्ता', 'कुर्ते', 'कुरता', 'कुरते', 'कुर्तों');
add('kurti', 'कुर्ती', 'कुर्तियाँ', 'कुर्तियां', 'कुरती');
add('saree', 'साड़ी', 'साड़ियाँ', 'साड़ियां', 'साडी', 'सारी');
add('jeans', 'जींस', 'जीन्स', 'जीन');
add('shirt', 'शर्ट', 'शर्ट्स', 'कमीज़', 'कमीज', 'कमीज़ें');
add('t', 'टी');
add('tshirt', 'टीशर्ट');
add('trousers', 'पतलून', 'पैंट', 'पैन्ट', 'ट्राउज़र', 'ट्राउजर');
add('jacket', 'जैकेट', 'जैकेट्स');
add('dress', 'ड्रेस', 'ड्रेसेज़', 'पोशाक');
add('top', 'टॉप', 'टॉप्स');
add('leggings', 'लेगिंग्स', 'लेगिंग', 'लेगिंस');
add('set', 'सेट');
add('ethnic', 'एथनिक');
add('dupatta', 'दुपट्टा', 'दुपट्टे');
add('nehru', 'नेहरू');
// Colours of the catalogue.
add('red', 'लाल');
add('blue', 'नीला', 'नीली', 'नीले');
add('green', 'हरा', 'हरी', 'हरे');
add('black', 'काला', 'काली', 'काले');
add('white', 'सफ़ेद', 'सफेद', 'श्वेत');
add('mustard', 'पीला', 'पीली', 'पीले', 'सरसों');
add('pink', 'गुलाबी');
add('grey', 'स्लेटी', 'ग्रे', 'धूसर');
add('maroon', 'मैरून', 'कत्थई');
add('navy', 'नेवी');
add('beige', 'बेज');
add('olive', 'ऑलिव');
add('teal', 'टील');
add('lavender', 'लैवेंडर');
add('peach', 'पीच');
add('indigo', 'जामुनी');
add('sky', 'आसमानी');
// Fabrics and crafts.
add('cotton', 'सूती', 'कॉटन');
add('silk', 'रेशम', 'रेशमी', 'सिल्क');
add('linen', 'लिनन');
add('khadi', 'खादी');
add('chanderi', 'चंदेरी');
add('banarasi', 'बनारसी');
add('chikankari', 'चिकनकारी');
add('denim', 'डेनिम');
// Whom it is for.
add('men', 'पुरुष', 'पुरुषों', 'मर्द', 'मर्दों', 'आदमी', 'मेन्स');
add('women', 'महिला', 'महिलाएँ', 'महिलाओं', 'औरत', 'औरतों', 'स्त्री', 'वीमेन्स');

/** One spelling per word: the nukta dropped (सफ़ेद = सफेद), chandrabindu written as anusvara. */
function spelling(word: string): string {
  return word.normalize('NFD').replace(/\u093c/g, '').replace(/\u0901/g, '\u0902').normalize('NFC');
}

/**
 * The search text with its Devanagari words in English (unknown ones dropped) and Indian-script
 * digits as 0–9; text without Devanagari is answered as it is.
 */
export function searchTextInEnglish(text: string): string {
  const digits = asciiDigits(text);
  if (!/[\u0900-\u097f]/.test(digits)) return digits;
  return digits.replace(/[\u0900-\u097f]+/g, (word) => ` ${WORDS[spelling(word)] ?? ''} `).replace(/\s+/g, ' ').trim();
}
