/**
 * Hindi for the server's user-facing messages: domain errors, REST answers, notifications.
 * Keys are the English texts exactly as the services write them; `{name}` is a part that varies
 * (it must appear in the Hindi too). A text missing here is answered in English. Brand and
 * product names, order numbers and amounts stay as they are.
 */
export const HINDI_MESSAGES: Record<string, string> = {
  // Login (OTP)
  'OTP sent successfully': 'OTP भेज दिया गया',
  'Logged in successfully': 'लॉग इन हो गया',
  'Too many messages from your network. Please try again in an hour, or write to us by e-mail.': 'आपके नेटवर्क से बहुत ज़्यादा संदेश आए हैं। कृपया एक घंटे बाद फिर कोशिश करें, या हमें ई-मेल लिखें।',
  'Logged out.': 'लॉग आउट हो गया।',
  'Please enter a valid 10-digit phone number.': 'कृपया सही 10 अंकों का फ़ोन नंबर लिखें।',
  'First Name is required.': 'कृपया अपना पहला नाम लिखें।',
  'Last Name is required.': 'कृपया अपना उपनाम लिखें।',
  'Email is required.': 'कृपया अपना ईमेल लिखें।',
  'Message is required.': 'कृपया अपना संदेश लिखें।',
  'Please enter a valid 10-digit Indian mobile number.': 'कृपया सही 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  'Please enter the 6-digit OTP.': 'कृपया 6 अंकों का OTP लिखें।',
  'Please enter your mobile number.': 'कृपया अपना मोबाइल नंबर लिखें।',
  'Please enter your mobile number and the OTP.': 'कृपया अपना मोबाइल नंबर और OTP लिखें।',
  'Invalid OTP. {n} attempts left.': 'ग़लत OTP। {n} कोशिशें बाकी हैं।',
  'Invalid OTP. {n} attempt left.': 'ग़लत OTP। {n} कोशिश बाकी है।',
  'This OTP has expired. Please request a new OTP.': 'यह OTP समाप्त हो गया है। कृपया नया OTP मँगाएँ।',
  'This OTP is no longer valid. Please request a new OTP.': 'यह OTP अब मान्य नहीं है। कृपया नया OTP मँगाएँ।',
  'Please wait {time} before requesting a new OTP.': 'नया OTP मँगाने से पहले कृपया {time} रुकें।',
  'Too many OTP requests from your network. Please try again in {time}.': 'आपके नेटवर्क से बहुत ज़्यादा OTP अनुरोध आए हैं। कृपया {time} बाद फिर कोशिश करें।',
  'We are sending too many login codes right now. Please try again in {time}.': 'अभी बहुत ज़्यादा लॉगिन कोड भेजे जा रहे हैं। कृपया {time} बाद फिर कोशिश करें।',
  'Too many wrong attempts. Please try again in {time}.': 'बहुत ज़्यादा ग़लत कोशिशें। कृपया {time} बाद फिर कोशिश करें।',
  'Too many wrong attempts for this number. Please try again in {time}, or request a new OTP.':
    'इस नंबर के लिए बहुत ज़्यादा ग़लत कोशिशें। कृपया {time} बाद फिर कोशिश करें, या नया OTP मँगाएँ।',
  'No token found. Please log in again.': 'आप लॉग इन नहीं हैं। कृपया फिर से लॉग इन करें।',
  'You are not allowed to do that.': 'आपको यह करने की अनुमति नहीं है।',
  'Too many requests. Please try again in {n} seconds.': 'बहुत ज़्यादा अनुरोध। कृपया {n} सेकंड बाद फिर कोशिश करें।',
  'Too many requests. Please try again in {n} second.': 'बहुत ज़्यादा अनुरोध। कृपया {n} सेकंड बाद फिर कोशिश करें।',

  // Coupons
  'Coupon code is required.': 'कूपन कोड ज़रूरी है।',
  'Sorry, "{code}" is not a valid coupon code.': 'माफ़ कीजिए, "{code}" सही कूपन कोड नहीं है।',
  'This coupon is no longer available.': 'यह कूपन अब उपलब्ध नहीं है।',
  'This coupon can be used from {date}.': 'यह कूपन {date} से इस्तेमाल किया जा सकता है।',
  'This coupon expired on {date}.': 'यह कूपन {date} को समाप्त हो गया।',
  'Add items to your cart to use a coupon.': 'कूपन इस्तेमाल करने के लिए कार्ट में आइटम जोड़ें।',
  'Add items worth {short} more to use this coupon (minimum order {min}).': 'यह कूपन इस्तेमाल करने के लिए {short} के और आइटम जोड़ें (न्यूनतम ऑर्डर {min})।',
  'You have already used this coupon.': 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
  'This coupon has reached its usage limit.': 'यह कूपन अपनी इस्तेमाल की सीमा तक पहुँच गया है।',
  'This coupon is valid on your first order only.': 'यह कूपन केवल आपके पहले ऑर्डर पर मान्य है।',
  'Your discount has been applied successfully!': 'आपकी छूट लग गई है!',
  'Your discount has been applied successfully! You save {amount}.': 'आपकी छूट लग गई है! आपकी बचत {amount}।',
  'Coupon removed.': 'कूपन हटा दिया गया।',
  'Coupon {code} was removed: {reason}': 'कूपन {code} हटा दिया गया: {reason}',

  // Cart
  'This variant is out of stock': 'यह वैरिएंट स्टॉक में नहीं है',
  'Only {n} item(s) available': 'केवल {n} आइटम उपलब्ध हैं',
  'Selected variant not found!': 'चुना गया वैरिएंट नहीं मिला!',
  'This item is not in your cart.': 'यह आइटम आपके कार्ट में नहीं है।',
  '{n} Added to cart successfully': '{n} आइटम कार्ट में जुड़ गया',
  'Only {n} item(s) of one size per order': 'एक ऑर्डर में एक साइज़ के केवल {n} आइटम',
  'Price changed from {old} to {new}': 'कीमत {old} से बदलकर {new} हो गई है',
  'Every cart line needs a quantity of at least 1.': 'हर आइटम की मात्रा कम से कम 1 होनी चाहिए।',
  'Quantity must be a number.': 'मात्रा एक संख्या होनी चाहिए।',
  'Quantity must be at least 1.': 'मात्रा कम से कम 1 होनी चाहिए।',
  'This cart has expired or does not exist. Create a new cart.': 'यह कार्ट समाप्त हो गया है या मौजूद नहीं है। नया कार्ट बनाएँ।',
  'Product not found.': 'प्रोडक्ट नहीं मिला।',
  'Removed from wishlist': 'विशलिस्ट से हटा दिया गया',
  'Added to wishlist': 'विशलिस्ट में जोड़ दिया गया',
  'Your wishlist is full (at most {n} items).': 'आपकी विशलिस्ट भर गई है (ज़्यादा से ज़्यादा {n} आइटम)।',

  // Checkout and orders
  'Your cart is empty!': 'आपका कार्ट खाली है!',
  'Please select an address!': 'कृपया एक पता चुनें!',
  "Sorry, we're unable to deliver to this location. Try updating your delivery address.": 'माफ़ कीजिए, हम इस जगह डिलीवर नहीं कर सकते। अपना डिलीवरी पता बदलकर देखें।',
  'Cash on Delivery is not available for this pincode. Please choose Pay Now.': 'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया "अभी भुगतान करें" चुनें।',
  'Only {n} left of {name} ({colour}, {size}). Please reduce the quantity in your cart.': '{name} ({colour}, {size}) के केवल {n} बचे हैं। कृपया कार्ट में मात्रा घटाएँ।',
  '{name} ({colour}, {size}) is out of stock. Please remove it from your cart.': '{name} ({colour}, {size}) स्टॉक में नहीं है। कृपया इसे कार्ट से हटाएँ।',
  'Only {n} item(s) of one size per order. Please reduce {name} ({colour}, {size}) in your cart.':
    'एक ऑर्डर में एक साइज़ के केवल {n} आइटम। कृपया कार्ट में {name} ({colour}, {size}) घटाएँ।',
  'You already have {n} order(s) waiting for payment. Please complete your payment from My Orders, or choose Cash on Delivery.':
    'आपके {n} ऑर्डर भुगतान का इंतज़ार कर रहे हैं। कृपया "मेरे ऑर्डर" से भुगतान पूरा करें, या कैश ऑन डिलीवरी चुनें।',
  'You already have {n} Cash on Delivery order(s) on the way. Please wait for one to be delivered, or choose Pay Now.':
    'आपके {n} कैश ऑन डिलीवरी ऑर्डर रास्ते में हैं। कृपया किसी एक के डिलीवर होने का इंतज़ार करें, या "अभी भुगतान करें" चुनें।',
  'You already have {n} Cash on Delivery order(s) on the way. Please wait for one to be delivered.':
    'आपके {n} कैश ऑन डिलीवरी ऑर्डर रास्ते में हैं। कृपया किसी एक के डिलीवर होने का इंतज़ार करें।',
  'You can have at most {n} of {name} ({colour}, {size}) in orders not yet paid or delivered, and you already have {held}. Please reduce it in your cart.':
    'जिन ऑर्डर का भुगतान या डिलीवरी अभी बाकी है, उनमें {name} ({colour}, {size}) ज़्यादा से ज़्यादा {n} हो सकते हैं, और आपके पास पहले से {held} हैं। कृपया कार्ट में इसे घटाएँ।',
  'You can have at most {n} of {name} (all colours and sizes together) in orders not yet paid or delivered, and you already have {held}. Please reduce it in your cart.':
    'जिन ऑर्डर का भुगतान या डिलीवरी अभी बाकी है, उनमें {name} (सभी रंग और साइज़ मिलाकर) ज़्यादा से ज़्यादा {n} हो सकते हैं, और आपके पास पहले से {held} हैं। कृपया कार्ट में इसे घटाएँ।',
  'Cash on Delivery is available for orders up to {amount}. Please choose Pay Now, or remove some items from your cart.':
    'कैश ऑन डिलीवरी {amount} तक के ऑर्डर पर उपलब्ध है। कृपया "अभी भुगतान करें" चुनें, या कार्ट से कुछ आइटम हटाएँ।',
  'Cash on Delivery is available for orders up to {amount}. Please remove some items from your cart.':
    'कैश ऑन डिलीवरी {amount} तक के ऑर्डर पर उपलब्ध है। कृपया कार्ट से कुछ आइटम हटाएँ।',
  'Your Cash on Delivery orders not yet delivered come to {open}, and together they can be at most {amount}. Please wait for one to be delivered, or choose Pay Now.':
    'आपके जो कैश ऑन डिलीवरी ऑर्डर अभी डिलीवर नहीं हुए हैं, वे {open} के हैं, और सब मिलाकर ज़्यादा से ज़्यादा {amount} के हो सकते हैं। कृपया किसी एक के डिलीवर होने का इंतज़ार करें, या "अभी भुगतान करें" चुनें।',
  'Your Cash on Delivery orders not yet delivered come to {open}, and together they can be at most {amount}. Please wait for one to be delivered.':
    'आपके जो कैश ऑन डिलीवरी ऑर्डर अभी डिलीवर नहीं हुए हैं, वे {open} के हैं, और सब मिलाकर ज़्यादा से ज़्यादा {amount} के हो सकते हैं। कृपया किसी एक के डिलीवर होने का इंतज़ार करें।',
  'Please choose Pay Now or Cash on Delivery.': 'कृपया "अभी भुगतान करें" या कैश ऑन डिलीवरी चुनें।',
  'Online payment is not available right now. Please choose Cash on Delivery.': 'अभी ऑनलाइन भुगतान उपलब्ध नहीं है। कृपया कैश ऑन डिलीवरी चुनें।',
  'This order was already placed.': 'यह ऑर्डर पहले ही दिया जा चुका है।',
  'Order Placed Successfully!': 'ऑर्डर सफलतापूर्वक दे दिया गया!',
  'Order not found.': 'ऑर्डर नहीं मिला।',
  'Please give a reason for cancelling.': 'कृपया रद्द करने का कारण बताएँ।',
  'The reason can be at most 500 characters.': 'कारण ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है।',
  'Your order has been cancelled.': 'आपका ऑर्डर रद्द कर दिया गया है।',
  'Order cannot be cancelled as it is already {status}': 'ऑर्डर रद्द नहीं किया जा सकता क्योंकि वह पहले ही {status} है',
  'Order cannot be cancelled after {n} days of placing it': 'ऑर्डर देने के {n} दिन बाद उसे रद्द नहीं किया जा सकता',
  'Order cannot be advanced as it is already {status}': 'ऑर्डर आगे नहीं बढ़ाया जा सकता क्योंकि वह पहले ही {status} है',
  'This order is {status}: it cannot move to {next} now.': 'यह ऑर्डर {status} है: अभी यह {next} पर नहीं जा सकता।',
  'An online order is processed only after its payment is received.': 'ऑनलाइन ऑर्डर भुगतान मिलने के बाद ही आगे बढ़ता है।',
  'This order is not yet invoiced: the tax invoice is issued when the order is shipped.': 'इस ऑर्डर का अभी इनवॉइस नहीं बना है: टैक्स इनवॉइस ऑर्डर शिप होने पर जारी होता है।',
  'This order has no credit note: one is issued only when an invoiced order is cancelled or refunded.':
    'इस ऑर्डर का कोई क्रेडिट नोट नहीं है: यह केवल इनवॉइस बने ऑर्डर के रद्द या रिफ़ंड होने पर जारी होता है।',
  'An unpaid online order is not invoiced.': 'बिना भुगतान वाले ऑनलाइन ऑर्डर का इनवॉइस नहीं बनता।',

  // Payments
  'Payment received.': 'भुगतान मिल गया।',
  'Payment failed': 'भुगतान विफल',
  'Payment could not be verified.': 'भुगतान की पुष्टि नहीं हो सकी।',
  'Payment details are missing.': 'भुगतान की जानकारी नहीं मिली।',
  'Payment not found.': 'भुगतान नहीं मिला।',
  'Payment amount does not match the order.': 'भुगतान की राशि ऑर्डर से मेल नहीं खाती।',
  'This order is already paid.': 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  'This order is cancelled.': 'यह ऑर्डर रद्द हो चुका है।',
  'This order is paid in cash on delivery.': 'इस ऑर्डर का भुगतान डिलीवरी पर नकद होगा।',
  'This order was cancelled before the payment arrived; the amount will be refunded.': 'भुगतान आने से पहले यह ऑर्डर रद्द हो गया था; राशि वापस कर दी जाएगी।',
  'We could not open your payment. Please try again.': 'हम आपका भुगतान नहीं खोल सके। कृपया फिर कोशिश करें।',
  'Your payment is being opened. Please try again in a moment.': 'आपका भुगतान खोला जा रहा है। कृपया थोड़ी देर में फिर कोशिश करें।',

  // Addresses, profile, delivery, contact
  'Address added successfully!': 'पता जुड़ गया!',
  'Address updated successfully!': 'पता अपडेट हो गया!',
  'Your address has been deleted successfully.': 'आपका पता हटा दिया गया है।',
  'Address not found.': 'पता नहीं मिला।',
  'Address type must be Home or Work.': 'पते का प्रकार घर या ऑफ़िस होना चाहिए।',
  'Please fill all required fields.': 'कृपया सभी ज़रूरी जानकारी भरें।',
  'You can save at most {n} addresses.': 'आप ज़्यादा से ज़्यादा {n} पते सहेज सकते हैं।',
  'Pincode not found.': 'पिनकोड नहीं मिला।',
  'No pincode found near this location.': 'इस जगह के पास कोई पिनकोड नहीं मिला।',
  'Please enter a valid 6-digit pincode.': 'कृपया सही 6 अंकों का पिनकोड लिखें।',
  'Please Provide a valid 6 digit code.': 'कृपया सही 6 अंकों का कोड दें।',
  'Expected delivery by {date}': '{date} तक डिलीवरी की उम्मीद',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'Please enter your full name.': 'कृपया अपना पूरा नाम लिखें।',
  'Please enter a valid email address.': 'कृपया सही ईमेल पता लिखें।',
  'Please enter a valid date of birth.': 'कृपया सही जन्म तिथि लिखें।',
  'Date of birth cannot be in the future.': 'जन्म तिथि भविष्य की नहीं हो सकती।',
  'Gender must be male, female or other.': 'लिंग पुरुष, महिला या अन्य होना चाहिए।',
  'Name is too long (at most 120 characters).': 'नाम बहुत लंबा है (ज़्यादा से ज़्यादा 120 अक्षर)।',
  'Name may contain only letters, spaces, dots, apostrophes and hyphens.': 'नाम में केवल अक्षर, स्पेस, बिंदु, अपॉस्ट्रॉफ़ी और हाइफ़न हो सकते हैं।',
  'Customer not found.': 'ग्राहक नहीं मिला।',
  'Thank you for contacting us! We will get back to you soon.': 'संपर्क करने के लिए धन्यवाद! हम जल्द ही आपसे बात करेंगे।',
  '{field} is required.': '{field} ज़रूरी है।',
  '{field} is too long.': '{field} बहुत लंबा है।',
  'Message is too long (4000 characters at most).': 'संदेश बहुत लंबा है (ज़्यादा से ज़्यादा 4000 अक्षर)।',
  'Notification not found.': 'सूचना नहीं मिली।',
  'Category not found.': 'श्रेणी नहीं मिली।',
  'A filter may list at most {n} values of one kind.': 'एक फ़िल्टर में एक तरह के ज़्यादा से ज़्यादा {n} मान हो सकते हैं।',
  'Offer not found.': 'ऑफ़र नहीं मिला।',
  'Policy not found.': 'नीति नहीं मिली।',
  'Not found.': 'नहीं मिला।',

  // Reviews
  'Log in to write a review.': 'रिव्यू लिखने के लिए लॉग इन करें।',
  'You can review this product once it has been delivered to you.': 'यह प्रोडक्ट आप तक डिलीवर होने के बाद आप इसका रिव्यू लिख सकते हैं।',
  'You have already reviewed this product. Edit your review instead.': 'आप इस प्रोडक्ट का रिव्यू पहले ही लिख चुके हैं। उसकी जगह अपना रिव्यू बदलें।',
  'Log in to report a review.': 'रिव्यू की रिपोर्ट करने के लिए लॉग इन करें।',
  'You cannot report your own review.': 'आप अपने ही रिव्यू की रिपोर्ट नहीं कर सकते।',
  'You have already reported this review.': 'आप इस रिव्यू की रिपोर्ट पहले ही कर चुके हैं।',
  'You can report reviews once an order has been delivered to you.': 'कोई ऑर्डर आप तक डिलीवर होने के बाद आप रिव्यू की रिपोर्ट कर सकते हैं।',
  'You have reported many reviews today. Please try again tomorrow.': 'आज आप कई रिव्यू की रिपोर्ट कर चुके हैं। कृपया कल फिर कोशिश करें।',
  'Review not found.': 'रिव्यू नहीं मिला।',
  'Choose a rating from 1 to 5 stars.': '1 से 5 स्टार में से रेटिंग चुनें।',
  'Choose a photo to upload.': 'अपलोड करने के लिए फ़ोटो चुनें।',
  'Photo not found. Upload it again.': 'फ़ोटो नहीं मिली। उसे फिर से अपलोड करें।',
  'Photos must be JPEG, PNG, WebP or HEIC images.': 'फ़ोटो JPEG, PNG, WebP या HEIC होनी चाहिए।',
  'Add at most {n} photos.': 'ज़्यादा से ज़्यादा {n} फ़ोटो जोड़ें।',
  'Write at least {n} characters about the product.': 'प्रोडक्ट के बारे में कम से कम {n} अक्षर लिखें।',
  'The review can be at most {n} characters.': 'रिव्यू ज़्यादा से ज़्यादा {n} अक्षरों का हो सकता है।',
  'The title can be at most {n} characters.': 'शीर्षक ज़्यादा से ज़्यादा {n} अक्षरों का हो सकता है।',
  'Too many photos waiting for a review. Attach them to your review or try again tomorrow.': 'बहुत सारी फ़ोटो रिव्यू का इंतज़ार कर रही हैं। उन्हें अपने रिव्यू में जोड़ें या कल फिर कोशिश करें।',

  // The store itself
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'The store is briefly unavailable. Please try again in a moment.': 'स्टोर थोड़ी देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',

  // Notifications (titles, and the sentences their bodies are made of)
  'Welcome to Kapda!': 'Kapda में आपका स्वागत है!',
  'Your account is ready. Save your addresses, keep a wishlist and track your orders here.': 'आपका खाता तैयार है। यहाँ अपने पते सहेजें, विशलिस्ट बनाएँ और अपने ऑर्डर ट्रैक करें।',
  'Order {number} placed': 'ऑर्डर {number} दे दिया गया',
  'Order {number} is being packed': 'ऑर्डर {number} पैक हो रहा है',
  'Order {number} shipped': 'ऑर्डर {number} शिप हो गया',
  'Order {number} is out for delivery': 'ऑर्डर {number} डिलीवरी के लिए निकल चुका है',
  'Order {number} delivered': 'ऑर्डर {number} डिलीवर हो गया',
  'Order {number} cancelled': 'ऑर्डर {number} रद्द हो गया',
  'Your order {number} has been placed.': 'आपका ऑर्डर {number} दे दिया गया है।',
  'Your order {number} is being packed.': 'आपका ऑर्डर {number} पैक हो रहा है।',
  'Your order {number} has been shipped.': 'आपका ऑर्डर {number} शिप हो गया है।',
  'Your order {number} is out for delivery and arrives today.': 'आपका ऑर्डर {number} डिलीवरी के लिए निकल चुका है और आज पहुँचेगा।',
  'Your order {number} has been delivered. Enjoy!': 'आपका ऑर्डर {number} डिलीवर हो गया है। आनंद लें!',
  'Your order {number} has been cancelled.': 'आपका ऑर्डर {number} रद्द कर दिया गया है।',
  'Pay {amount} in cash on delivery.': 'डिलीवरी पर {amount} नकद चुकाएँ।',
  'Complete your payment to confirm it.': 'पुष्टि के लिए अपना भुगतान पूरा करें।',
  'Reason: {reason}': 'कारण: {reason}',
  'Your payment of {amount} is being refunded.': 'आपके {amount} के भुगतान का रिफ़ंड किया जा रहा है।',
  'Courier: {courier}, tracking number {tracking}.': 'कूरियर: {courier}, ट्रैकिंग नंबर {tracking}।',
  'Payment received for order {number}': 'ऑर्डर {number} का भुगतान मिल गया',
  'We received your payment of {amount}. Thank you!': 'हमें आपका {amount} का भुगतान मिल गया। धन्यवाद!',
  'We received your cash payment of {amount}. Thank you!': 'हमें आपका {amount} का नकद भुगतान मिल गया। धन्यवाद!',

  // Order status labels (the spec's tracker names) and history notes
  'Order Progress': 'ऑर्डर मिला',
  Processing: 'तैयार हो रहा है',
  Shipped: 'शिप हो गया',
  'Out For Delivered': 'डिलीवरी के लिए निकला',
  Delivered: 'डिलीवर हो गया',
  Cancelled: 'रद्द',
  'Order placed': 'ऑर्डर दिया गया',
  'Order cancelled': 'ऑर्डर रद्द हुआ',
  'Cancelled by you': 'आपने रद्द किया',
  'Cancelled by the store': 'स्टोर ने रद्द किया',
  'Updated by the store': 'स्टोर ने अपडेट किया',
  'Payment not received in time': 'भुगतान समय पर नहीं मिला',
};

/**
 * Parts that vary inside a message and have a Hindi form of their own ("in 5 minutes"). Used only
 * for a template's varying parts, never for a whole message.
 */
export const HINDI_PARTS: Record<string, string> = {
  '{n} minutes': '{n} मिनट',
  '{n} minute': '{n} मिनट',
  '{n} seconds': '{n} सेकंड',
  // The contact form's field names ("{field} is required.")
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  'Phone Number': 'फ़ोन नंबर',
  Email: 'ईमेल',
  Message: 'संदेश',
};
