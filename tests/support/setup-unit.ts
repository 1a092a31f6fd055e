import '@testing-library/jest-dom';
import './fail-on-console-error';
