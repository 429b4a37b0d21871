import {apiClient} from './siteClient';
import {customizationSchema, type CustomizationAccepted, type CustomizationInput} from './customizationSchema';

export * from './customizationSchema';

/** The submit call: POST /customization with the validated request as JSON. */
export async function submitCustomization(input: CustomizationInput): Promise<CustomizationAccepted> {
  const request = customizationSchema.parse(input);
  return apiClient.request<CustomizationAccepted>({method: 'POST', url: '/customization', data: request});
}
