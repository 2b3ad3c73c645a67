"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mapVisibility = void 0;
exports.fullAddress = fullAddress;
exports.mapProfile = mapProfile;
// Profile responses, shared by the profile and the data-export services.
const countries_1 = require("../domain/countries");
const me_service_1 = require("./me.service");
/** "street, post code city, country" (country in Slovak); missing parts are left out. */
function fullAddress(p) {
    const town = [p.addressPostCode, p.addressCity].filter(Boolean).join(' ');
    const parts = [p.addressStreet, town, (0, countries_1.countryNameSk)(p.addressCountry)].filter(Boolean);
    return parts.length ? parts.join(', ') : null;
}
function mapProfile(profile) {
    return {
        ...(0, me_service_1.mapUser)(profile, profile._count.carOwnerships),
        address_country_name: (0, countries_1.countryNameSk)(profile.addressCountry),
        address_full: fullAddress(profile),
        updated_at: profile.updatedAt.toISOString(),
    };
}
const mapVisibility = (v) => ({
    show_email: v.showEmail,
    show_phone: v.showPhone,
    show_city: v.showCity,
    show_cars: v.showCars,
});
exports.mapVisibility = mapVisibility;
//# sourceMappingURL=profile-mapping.js.map