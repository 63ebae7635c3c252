/**
 * What a form shows beside one field (a ValidationError's `fields`, and the field messages other failures
 * carry), keyed `field.<field>.<rule>`; `field.any.<rule>` where the field's name is not in the sentence.
 */
export const fields = {
  'field.any.required': 'Required.',
  'field.any.invalid': 'Invalid.',
  'field.any.tooLong': 'At most {max} characters.',
  'field.any.tooLongWord': 'Too long.',
  'field.any.range': 'Must be from {min} to {max}.',
  'field.any.notAPrice': 'Not a price.',
  'field.any.aboveMaximum': 'Above the maximum.',
  'field.any.alreadyRegistered': 'Already registered.',

  // Sign-up, login, contact (accounts/credentials.ts, contact/contact.service.ts)
  'field.name.required': 'Name is required.',
  'field.name.tooLong': 'Name must be at most {max} characters.',
  'field.email.required': 'E-mail is required.',
  'field.email.invalid': 'Enter a valid e-mail address.',
  'field.email.unchanged': 'This is already your e-mail address.',
  'field.password.required': 'Password is required.',
  'field.password.tooShort': 'Password must be at least {min} characters.',
  'field.password.tooLong': 'Password must be at most {max} characters.',
  'field.password.onlySpaces': 'Password cannot be only spaces.',
  'field.password.isEmail': 'Password must not be your e-mail address.',
  'field.password.enter': 'Enter your password.',
  'field.password.notCurrent': 'That is not your current password.',
  'field.currentPassword.required': 'Enter your current password.',
  'field.newPassword.same': 'Choose a password different from your current one.',
  'field.message.required': 'Please write a message.',
  'field.message.tooLong': 'Message must be at most {max} characters.',

  // My details (accounts/account-details.ts)
  'field.firstName.required': 'First name is required.',
  'field.firstName.tooLong': 'First name must be at most {max} characters.',
  'field.secondName.tooLong': 'Second name must be at most {max} characters.',
  'field.phone.tooLong': 'Phone must be at most {max} characters.',
  'field.birthDate.past': 'Your birth date must be in the past.',
  'field.birthDate.real': 'Enter your real birth date.',

  // Checkout and the address book (orders/delivery-details.ts)
  'field.fullName.required': 'Full name is required.',
  'field.fullName.tooLong': 'Full name must be at most {max} characters.',
  'field.phone.required': 'Phone is required.',
  'field.phone.invalid': 'Enter a phone number of 7 to 15 digits.',
  'field.country.required': 'Country is required.',
  'field.country.notDelivered': 'We deliver to {countries}.',
  'field.city.required': 'City is required.',
  'field.city.tooLong': 'City must be at most {max} characters.',
  'field.state.required': 'State is required.',
  'field.state.tooLong': 'State must be at most {max} characters.',
  'field.zip.required': 'Zip code is required.',
  'field.zip.tooLong': 'Zip code must be at most {max} characters.',
  'field.zip.invalid': 'Enter a valid zip code.',
  'field.address.required': 'Address is required.',
  'field.address.tooLong': 'Address must be at most {max} characters.',
  'field.label.tooLong': 'Label must be at most {max} characters.',
  'field.deliveryDate.required': 'Delivery date is required.',
  'field.date.format': 'Enter a date as YYYY-MM-DD.',
  'field.deliveryDate.past': 'Delivery date cannot be in the past.',
  'field.deliveryDate.tooFar': 'Choose a date within {days} days.',
  'field.deliveryRoute.required': 'Delivery route is required.',
  'field.deliveryRoute.tooLong': 'Delivery route must be at most {max} characters.',
  'field.paymentMethod.required': 'Choose a payment method.',
  'field.paymentMethod.cod': 'Cash on Delivery is not available yet. Please pay online.',
  'field.paymentMethod.pos': 'POS on Delivery is not available yet. Please pay online.',
  'field.termsAccepted.required': 'You must accept the terms and conditions.',
  'field.expectedTotal.changed': 'The total has changed.',

  // Cart, promo codes, back-in-stock notices
  'field.quantity.range': 'From {min} to {max}.',
  'field.colour.notMade': 'Not available in this colour.',
  'field.color.unknown': 'Unknown colour.',
  'field.size.unknown': 'Unknown size.',
  'field.size.notMade': 'Not made in this colour.',
  'field.size.inStock': 'In stock now.',
  'field.productId.unknown': 'No such product.',

  // Reviews (reviews/reviews.service.ts)
  'field.rating.range': 'Choose from 1 to 5 stars.',
  'field.title.required': 'Give your review a title.',
  'field.text.required': 'Tell other shoppers what you think.',
} as const;
