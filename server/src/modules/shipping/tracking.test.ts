import { describe, expect, it } from 'vitest';
import { PARCEL_STATUSES } from './courier.js';
import { FAKE_COURIER_STATUSES } from './fake-courier-service.js';
import { FAKE_STATUS_MAP, fakeScanOf } from './fake-courier.js';
import { orderStatusForParcel, orderStepsTo, parcelStatusOf } from './shipping.service.js';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 10, minutes));
const scan = (scanId: string, status: (typeof PARCEL_STATUSES)[number], minutes: number) => ({ scanId, status, at: at(minutes) });

describe('the tracking state machine', () => {
  it('maps every fake courier status to a parcel status', () => {
    for (const status of FAKE_COURIER_STATUSES) expect(PARCEL_STATUSES).toContain(FAKE_STATUS_MAP[status]);
    expect(fakeScanOf({ scan_id: '1', status: 'TELEPORTED' as never, at: at(0).toISOString() })).toBeNull();
    expect(fakeScanOf({ scan_id: '1', status: 'OFD', at: 'not a date' })).toBeNull();
    expect(fakeScanOf({ scan_id: '1', status: 'OFD', location: 'Agra', at: at(0).toISOString() })).toMatchObject({ status: 'OUT_FOR_DELIVERY', providerStatus: 'OFD', location: 'Agra' });
  });

  it('takes the latest scan by the courier’s time, whatever order they arrived in', () => {
    expect(parcelStatusOf([])).toBeNull();
    expect(parcelStatusOf([scan('b', 'OUT_FOR_DELIVERY', 30), scan('a', 'IN_TRANSIT', 10)])).toBe('OUT_FOR_DELIVERY');
    expect(parcelStatusOf([scan('a', 'NDR', 10), scan('b', 'OUT_FOR_DELIVERY', 30)])).toBe('OUT_FOR_DELIVERY');
    expect(parcelStatusOf([scan('a', 'OUT_FOR_DELIVERY', 10), scan('b', 'NDR', 30)])).toBe('NDR');
  });

  it('never undoes an end or a return with a later ordinary scan', () => {
    expect(parcelStatusOf([scan('a', 'DELIVERED', 10), scan('b', 'IN_TRANSIT', 30)])).toBe('DELIVERED');
    expect(parcelStatusOf([scan('a', 'RTO_IN_TRANSIT', 10), scan('b', 'OUT_FOR_DELIVERY', 30)])).toBe('RTO_IN_TRANSIT');
    expect(parcelStatusOf([scan('a', 'RTO_IN_TRANSIT', 10), scan('b', 'RTO_DELIVERED', 30), scan('c', 'IN_TRANSIT', 40)])).toBe('RTO_DELIVERED');
  });

  it('moves the order only for out for delivery and delivered, forward only, step by step', () => {
    const moving = PARCEL_STATUSES.filter((status) => orderStatusForParcel(status) !== null);
    expect(moving).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(orderStepsTo('SHIPPED', 'DELIVERED')).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(orderStepsTo('OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY')).toEqual([]);
    expect(orderStepsTo('DELIVERED', 'OUT_FOR_DELIVERY')).toEqual([]);
    expect(orderStepsTo('CANCELLED', 'DELIVERED')).toEqual([]);
  });
});
