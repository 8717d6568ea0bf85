/**
 * The staff product list and its actions (admin §2, §4, §8; PROD-01, PROD-11..13, PROD-16):
 * load (hidden products included), show/hide, delete, each with the spec's toasts.
 */
import { useEffect, useState } from 'react';
import { deleteProduct, fetchStaffProducts, setProductVisibility, type StaffProduct } from '../../../client/staff-api.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import {
  DELETE_CONFIRM,
  DELETE_DONE,
  DELETE_FAILED,
  HIDDEN_DONE,
  PRODUCTS_FAILED,
  SHOWN_DONE,
  VISIBILITY_FAILED,
} from '../staff-messages.ts';
import { useRowAction } from '../../dashboard-shell/use-row-action.ts';
import { productErrorMessage } from './product-error.ts';

const newestFirst = (list: StaffProduct[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export type ProductsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; products: StaffProduct[] };

export function useProducts() {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const { busyId, run } = useRowAction();

  useEffect(() => {
    let cancelled = false;
    fetchStaffProducts(currentAdminToken() ?? '').then(
      (products) => !cancelled && setState({ status: 'loaded', products: newestFirst(products) }),
      (error: unknown) => {
        if (cancelled) return;
        setState({ status: 'failed' });
        showToast(productErrorMessage(error, PRODUCTS_FAILED));
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const replace = (change: (list: StaffProduct[]) => StaffProduct[]) =>
    setState((current) => (current.status === 'loaded' ? { status: 'loaded', products: change(current.products) } : current));

  const toggle = (product: StaffProduct) =>
    run(product._id, async (token) => {
      const saved = await setProductVisibility(token, product._id, !product.isActive);
      replace((list) => list.map((p) => (p._id === product._id ? { ...p, isActive: saved.isActive } : p)));
      showToast(saved.isActive ? SHOWN_DONE : HIDDEN_DONE, 'success');
    }, (error) => productErrorMessage(error, VISIBILITY_FAILED));

  async function remove(product: StaffProduct): Promise<void> {
    if (!window.confirm(DELETE_CONFIRM)) return;
    await run(product._id, async (token) => {
      await deleteProduct(token, product._id);
      replace((list) => list.filter((p) => p._id !== product._id));
      showToast(DELETE_DONE, 'success');
    }, (error) => productErrorMessage(error, DELETE_FAILED));
  }

  return { state, busyId, toggle, remove };
}
