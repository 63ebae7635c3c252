/** A delivery address as an envelope shows it: name, street, town with region and postcode, country. */
export function PostalAddress({ place }: { place: { fullName: string; address: string; city: string; state: string; zip: string; country: string } }) {
  return (
    <address className="postal">
      {place.fullName}
      <br />
      {place.address}
      <br />
      {[place.city, place.state, place.zip].filter(Boolean).join(', ')}
      <br />
      {place.country}
    </address>
  );
}
