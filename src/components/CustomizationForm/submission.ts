import {zodResolver} from '@hookform/resolvers/zod';
import {customizationSchema} from '@site/src/api/customization';

// zod and axios: the bulk of the form's code, loaded by Form.tsx on first use.
export {submitCustomization} from '@site/src/api/customization';
export const resolver = zodResolver(customizationSchema);
