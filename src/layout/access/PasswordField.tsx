// A password box of the access pages: masked, required, as wide as the form.
import { TextField, type TextFieldProps } from '@mui/material';

export const PasswordField = (props: Omit<TextFieldProps, 'type' | 'fullWidth' | 'required'>) => <TextField {...props} type="password" fullWidth required />;
