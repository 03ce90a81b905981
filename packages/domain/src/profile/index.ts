/**
 * Personal Information (profile) rules of part 1 §3-§5, §8 and §9: pure validation and
 * formatting shared by the web app and the server. Masking of SMS numbers and e-mails is
 * maskPhone / maskEmail in contracts/auth.ts (not repeated here).
 *
 * Message keys used. Given by the spec:
 *   otherContact.phoneNmDigiterror, otherContact.phoneNmMaxLengthError,
 *   otherContact.HkNumberStart0error, otherContact.HkNumberStart999error,
 *   mobile.mobileError, mobile.nonHKmobileError, mobile.mobileNoFirstDigitError,
 *   mobile.invalidMobileMessage, emailInfo.invalidEmail, emailInfo.invalidEmailMessage,
 *   addressInfo.streetNoErrMessage, addressInfo.cityErrMsg, addressInfo.invalidAddressMessage,
 *   generalInfo.responseN/A
 * Invented here (need translations in en and zh-HK):
 *   mobile.countryRequired, mobile.languageRequired, emailInfo.required,
 *   addressInfo.roomMaxLengthError, addressInfo.floorMaxLengthError, addressInfo.blockMaxLengthError,
 *   addressInfo.buildingMaxLengthError, addressInfo.streetNameRequiredError,
 *   addressInfo.streetNameMaxLengthError, addressInfo.cityMaxLengthError, addressInfo.postOrZipError,
 *   addressInfo.territoryError, addressInfo.languageError, addressInfo.addressLine1RequiredError,
 *   addressInfo.addressLineMaxLengthError, fatca.tinRequired, fatca.tinNumericError
 */
export * from "./address.ts";
export * from "./declaration.ts";
export * from "./email.ts";
export * from "./jurisdictions.ts";
export * from "./phone-update.ts";
export * from "./phones.ts";
export * from "./retirement-date.ts";
export * from "./verification.ts";
