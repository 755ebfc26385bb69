export { Footer } from './Footer';
export { Header } from './Header';
