import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import { AddressType } from '../../shared/graphql/address-type.js';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A delivery address of one customer. */
@ObjectType({ implements: Node, description: "A delivery address of the logged-in shopper." })
@Entity('address')
export class Address {
  @Field(() => ID, { description: 'Address id (the REST `_id` / `addressId`).' })
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', name: 'customer_id' })
  customerId: number;

  @Field(() => String, { description: 'Name of the person receiving the parcel.' })
  @Column({ type: 'varchar', length: 120, name: 'full_name' })
  fullName: string;

  @Field(() => String, { description: '10-digit Indian mobile number for the courier.' })
  @Column({ type: 'varchar', length: 10 })
  phone: string;

  @Field(() => String, { description: '6-digit Indian pincode.' })
  @Column({ type: 'char', length: 6 })
  pincode: string;

  @Field(() => String, { description: 'City (the pincode\'s district by default).' })
  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Field(() => String, { description: 'State.' })
  @Column({ type: 'varchar', length: 100 })
  state: string;

  @Field(() => String, { description: 'House or flat number and building name.' })
  @Column({ type: 'varchar', length: 200, name: 'house_name' })
  houseName: string;

  @Field(() => String, { description: 'Street address.' })
  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Field(() => String, { description: 'Locality or area (optional, may be empty).' })
  @Column({ type: 'varchar', length: 200, default: '' })
  locality: string;

  @Field(() => String, { description: 'Nearby landmark (optional, may be empty).' })
  @Column({ type: 'varchar', length: 200, default: '' })
  landmark: string;

  @Field(() => AddressType, { description: 'Home or work (the screens show Work as Office).' })
  @Column({ type: 'varchar', length: 10, name: 'address_type', default: 'Home' })
  addressType: string;

  @Field(() => Boolean, { description: 'True for the one default address.' })
  @Column({ type: 'boolean', name: 'is_default', default: false })
  isDefault: boolean;

  @Field(() => Float, { nullable: true, description: 'Latitude from "Use my location", if used.' })
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude from "Use my location", if used.' })
  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Field(() => String, { description: 'Country (always India).' })
  @Column({ type: 'varchar', length: 60, default: 'India' })
  country: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
