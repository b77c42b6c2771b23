// A password box of the access pages: masked, required, as wide as the form.
import { AccessTextField, type AccessTextFieldProps } from './AccessTextField';

export const PasswordField = (props: Omit<AccessTextFieldProps, 'type' | 'required'>) => <AccessTextField {...props} type="password" required />;
