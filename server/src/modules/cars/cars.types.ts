// What other modules may know of the cars module besides CarService: the look of a car as every
// response that shows one documents it, the colour rule and the earliest ownership date (onboarding
// asks for a car with the same fields), the car DTOs other responses embed, and what claiming a car
// takes (onboarding's last step).
export { CarLookDto, mapCarLook } from './car-look.dto';
export { CarDto, COLOR_RULE, colorChange, ExportCarDto, OWNED_SINCE_MIN } from './car.dto';
export type { CarAttributes, ClaimInput } from './car.repository';
