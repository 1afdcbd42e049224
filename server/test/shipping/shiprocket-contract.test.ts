/**
 * Contract tests of the Shiprocket client against request and response shapes recorded from
 * Shiprocket's API documentation (apidocs.shiprocket.in samples): what the store sends (paths,
 * headers, bodies) and how it reads each answer, over a local recorder (no network).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGateway, type FakeGateway } from '../fake-sms-gateway.js';
import { SHIPROCKET_STATUS_MAP, ShiprocketCourier, shiprocketScanOf } from '../../src/modules/shipping/shiprocket-courier.js';
import { PARCEL_STATUSES } from '../../src/modules/shipping/courier.js';
import type { ParcelRequest } from '../../src/modules/shipping/courier.js';

// Recorded answers (the documentation's samples, trimmed to the fields the client reads and a few around them).
const LOGIN = { company_id: 25149, email: 'api@store.in', first_name: 'API', last_name: 'User', id: 1, token: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.sample' };
const CREATED = { order_id: 281248157, shipment_id: 280640636, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: '', courier_company_id: '', courier_name: '' };
const ASSIGNED = {
  awb_assign_status: 1,
  response: {
    data: {
      courier_company_id: 142,
      awb_code: '321055706540',
      cod: 0,
      order_id: 281248157,
      shipment_id: 280640636,
      awb_code_status: 1,
      assigned_date_time: { date: '2022-11-25 11:17:52.878599', timezone_type: 3, timezone: 'Asia/Kolkata' },
      applied_weight: 0.5,
      courier_name: 'Amazon Surface',
      pickup_scheduled_date: '2022-11-25 14:00:00',
    },
  },
};
const LABEL = { label_created: 1, label_url: 'https://kr-shipmultichannel-mum.s3.ap-south-1.amazonaws.com/25149/labels/shipping-label-280640636.pdf', response: 'Label has been created and uploaded successfully!', not_created: [] };
const PICKUP = {
  pickup_status: 1,
  response: {
    pickup_scheduled_date: '2021-12-10 12:39:54',
    pickup_token_number: 'Reference No: 194_BIGFOOT 1966840_11122021',
    status: 3,
    pickup_generated_date: { date: '2021-12-10 12:39:54.034695', timezone_type: 3, timezone: 'Asia/Kolkata' },
    data: 'Pickup is confirmed by Xpressbees 1kg For AWB :- 143254213727423',
  },
};
const TRACKING = {
  tracking_data: {
    track_status: 1,
    shipment_status: 7,
    shipment_track: [{ id: 236612717, awb_code: '141123221084922', courier_company_id: 51, shipment_id: 236612717, order_id: 237157589, current_status: 'Delivered', courier_name: 'Xpressbees Surface', edd: null }],
    shipment_track_activities: [
      { date: '2022-07-19 11:37:00', status: 'DLVD', activity: 'Delivered', location: 'MADANPALLI, Madanapalli, ANDHRA PRADESH', 'sr-status': '7', 'sr-status-label': 'DELIVERED' },
      { date: '2022-07-19 08:57:00', status: 'OFD', activity: 'Out for Delivery', location: 'MADANPALLI, Madanapalli, ANDHRA PRADESH', 'sr-status': '17', 'sr-status-label': 'OUT FOR DELIVERY' },
      { date: '2022-07-19 07:33:00', status: 'RAD', activity: 'Reached at Destination', location: 'MADANPALLI, Madanapalli, ANDHRA PRADESH', 'sr-status': '38', 'sr-status-label': 'REACHED AT DESTINATION HUB' },
      { date: '2022-07-18 20:28:00', status: 'PKD', activity: 'Picked', location: 'Banglore', 'sr-status': '42', 'sr-status-label': 'PICKED UP' },
      { date: '2022-07-18 18:00:00', status: 'X-WH', activity: 'Packed', location: 'FC', 'sr-status': '63', 'sr-status-label': 'PACKED' },
    ],
    track_url: 'https://shiprocket.co//tracking/141123221084922',
    etd: '2022-07-21 10:19:35',
  },
};
const WEBHOOK = {
  awb: '19041424751540',
  courier_name: 'Delhivery Surface',
  current_status: 'IN TRANSIT',
  current_status_id: 20,
  shipment_status: 'IN TRANSIT',
  shipment_status_id: 18,
  current_timestamp: '23 05 2023 11:43:52',
  order_id: '1373900_150876814',
  sr_order_id: 348456385,
  awb_assigned_date: '2023-05-19 11:59:16',
  pickup_scheduled_date: '2023-05-19 11:59:17',
  etd: '2023-05-23 15:40:19',
  scans: [
    { date: '2023-05-19 11:59:16', status: 'X-UCI', activity: 'Manifested - Manifest uploaded', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '5', 'sr-status-label': 'MANIFEST GENERATED' },
    { date: '2023-05-19 15:32:17', status: 'X-PPOM', activity: 'In Transit - Shipment picked up', location: 'Chomu_SamodRd_D (Rajasthan)', 'sr-status': '42', 'sr-status-label': 'PICKED UP' },
  ],
  is_return: 0,
  channel_id: 3422553,
  pod_status: 'OTP Based Delivery',
  pod: 'Not Available',
};

const PARCEL: ParcelRequest = {
  orderNumber: 'KS00000042',
  orderDate: new Date('2026-11-28T06:30:00Z'),
  paymentMethod: 'COD',
  codAmount: 149_900,
  declaredValue: 149_900,
  weightGrams: 450,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 4,
  deliverTo: { name: 'Asha Devi Verma', phone: '9876543210', line1: 'Flat 4, 12 MG Road', line2: 'Hazratganj', city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001' },
  items: [{ sku: 'VS12', name: 'Kurta (Indigo, M)', units: 1, unitPrice: 149_900, hsn: '6104' }],
};

let api: FakeGateway;
let courier: ShiprocketCourier;
beforeAll(async () => {
  api = await startFakeGateway();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  courier = new ShiprocketCourier({ email: 'api@store.in', password: 'secret' }, { baseUrl: api.url, pickupLocation: 'Warehouse' });
});
const sent = (i: number) => ({ method: api.requests[i].method, url: api.requests[i].url, auth: api.requests[i].headers.authorization, body: api.requests[i].body ? JSON.parse(api.requests[i].body) : undefined });

describe('the Shiprocket client', () => {
  it('books: logs in, creates the adhoc order, assigns the AWB and makes the label', async () => {
    api.script({ status: 200, body: LOGIN }, { status: 200, body: CREATED }, { status: 200, body: ASSIGNED }, { status: 200, body: LABEL });
    const booked = await courier.book(PARCEL);
    expect(booked).toEqual({ awb: '321055706540', courierName: 'Amazon Surface', labelUrl: LABEL.label_url, providerRef: '280640636', expectedDelivery: null });
    expect(sent(0)).toMatchObject({ method: 'POST', url: '/auth/login', auth: undefined, body: { email: 'api@store.in', password: 'secret' } });
    const order = sent(1);
    expect(order).toMatchObject({ method: 'POST', url: '/orders/create/adhoc', auth: `Bearer ${LOGIN.token}` });
    expect(order.body).toMatchObject({
      order_id: 'KS00000042',
      order_date: '2026-11-28 12:00',
      pickup_location: 'Warehouse',
      billing_customer_name: 'Asha',
      billing_last_name: 'Devi Verma',
      billing_pincode: '226001',
      billing_country: 'India',
      shipping_is_billing: true,
      order_items: [{ name: 'Kurta (Indigo, M)', sku: 'VS12', units: 1, selling_price: 1499, hsn: '6104' }],
      payment_method: 'COD',
      sub_total: 1499,
      length: 30,
      breadth: 25,
      height: 4,
      weight: 0.45,
    });
    expect(sent(2)).toMatchObject({ url: '/courier/assign/awb', body: { shipment_id: 280640636 } });
    expect(sent(3)).toMatchObject({ url: '/courier/generate/label', body: { shipment_id: [280640636] } });
  });

  it('refuses a booking Shiprocket assigned no AWB, with its reason', async () => {
    api.script({ status: 200, body: LOGIN }, { status: 200, body: CREATED }, { status: 200, body: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Insufficient wallet balance' } } } });
    await expect(courier.book(PARCEL)).rejects.toThrow(/Insufficient wallet balance/);
  });

  it('keeps the token and logs in again once on a 401', async () => {
    api.script({ status: 200, body: LOGIN }, { status: 200, body: PICKUP }, { status: 401, body: { message: 'Token has expired' } }, { status: 200, body: { ...LOGIN, token: 'fresh' } }, { status: 200, body: PICKUP });
    const pickup = await courier.requestPickup([{ awb: '321055706540', providerRef: '280640636' }]);
    expect(pickup).toEqual({ pickupRef: PICKUP.response.pickup_token_number, scheduledFor: '2021-12-10' });
    expect(sent(1)).toMatchObject({ url: '/courier/generate/pickup', body: { shipment_id: [280640636] } });
    await courier.requestPickup([{ awb: '321055706540', providerRef: '280640636' }]);
    expect(api.requests.map((r) => r.url)).toEqual(['/auth/login', '/courier/generate/pickup', '/courier/generate/pickup', '/auth/login', '/courier/generate/pickup']);
    expect(sent(4).auth).toBe('Bearer fresh');
  });

  it('tracks: every scan it follows, in India time, with the expected day', async () => {
    api.script({ status: 200, body: LOGIN }, { status: 200, body: TRACKING });
    const tracking = await courier.track('141123221084922');
    expect(sent(1)).toMatchObject({ method: 'GET', url: '/courier/track/awb/141123221084922' });
    expect(tracking.expectedDelivery).toBe('2022-07-21');
    expect(tracking.scans.map((s) => s.status)).toEqual(['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'PICKED_UP']); // PACKED (63) is a warehouse step
    expect(tracking.scans[0]).toMatchObject({ providerStatus: 'DELIVERED', location: 'MADANPALLI, Madanapalli, ANDHRA PRADESH', at: new Date('2022-07-19T06:07:00Z') });
  });

  it('cancels by AWB', async () => {
    api.script({ status: 200, body: LOGIN }, { status: 200, body: { message: 'Bulk Shipment cancellation is in progress. Please wait for 24 hours.' } });
    await courier.cancel({ awb: '321055706540' });
    expect(sent(1)).toMatchObject({ method: 'POST', url: '/orders/cancel/shipment/awbs', body: { awbs: ['321055706540'] } });
  });

  it('reads the tracking webhook, with the same scan ids as tracking answers', () => {
    const event = courier.webhookScans(WEBHOOK)!;
    expect(event).toMatchObject({ awb: '19041424751540', expectedDelivery: '2023-05-23' });
    expect(event.scans.map((s) => s.status)).toEqual(['BOOKED', 'PICKED_UP']);
    expect(event.scans[1].scanId).toBe(shiprocketScanOf(WEBHOOK.scans[1])!.scanId);
    expect(courier.webhookScans({ hello: 'world' })).toBeNull();
    expect(courier.webhookSecretHeader).toBe('x-api-key');
  });

  it('maps every status code it follows to a parcel status, and an NDR keeps the reason', () => {
    for (const status of Object.values(SHIPROCKET_STATUS_MAP)) expect(PARCEL_STATUSES).toContain(status);
    expect(shiprocketScanOf({ date: '2023-05-20 10:00:00', status: 'UD', activity: 'Consignee unavailable', location: 'Jaipur', 'sr-status': 21 })).toMatchObject({ status: 'NDR', remark: 'Consignee unavailable' });
    expect(shiprocketScanOf({ date: 'yesterday', status: 'UD', activity: '', location: '', 'sr-status': 21 })).toBeNull();
  });
});
