/**
 * The product form's data and save (admin §5, §8; PROD-02..15): categories and, when editing,
 * the product with its etag; create (multipart) or edit (If-Match), with the spec's alerts.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { createProduct, fetchCategories, fetchStaffProduct, updateProduct } from '../../../client/staff-api.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { navigate } from '../../dashboard-shell/router/dashboard-router.ts';
import { staffPath } from '../router/staff-routes.ts';
import { TOKEN_MISSING } from '../../dashboard-shell/shell-messages.ts';
import { CREATE_DONE, FORM_LOAD_FAILED, SAVE_FAILED, UPDATE_DONE } from '../staff-messages.ts';
import { EMPTY_FORM_VALUES, checkProductForm, toCreateFormData, valuesFromProduct, type ProductFormValues } from './product-form-values.ts';
import { productErrorMessage } from './product-error.ts';

export function useProductForm(basePath: string, productId: string | undefined) {
  const [values, setValues] = useState<ProductFormValues>(EMPTY_FORM_VALUES);
  const [categories, setCategories] = useState<string[]>([]);
  const [savedImages, setSavedImages] = useState<string[]>([]);
  const [etag, setEtag] = useState<string | null>(null);
  const [loading, setLoading] = useState(productId !== undefined);
  const [saving, setSaving] = useState(false);
  const backToList = () => navigate(staffPath({ name: 'products' }, basePath));

  useEffect(() => {
    let cancelled = false;
    const token = currentAdminToken() ?? '';
    Promise.all([fetchCategories(), productId === undefined ? null : fetchStaffProduct(token, productId)]).then(
      ([names, product]) => {
        if (cancelled) return;
        setCategories(names);
        if (product) {
          setValues(valuesFromProduct(product));
          setSavedImages(product.images);
          setEtag(product.etag);
        }
        setLoading(false);
      },
      () => {
        if (cancelled) return;
        window.alert(FORM_LOAD_FAILED);
        if (productId === undefined) setLoading(false);
        else backToList();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [productId]);

  function setField<K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]): void {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>, files: readonly File[]): Promise<void> {
    event.preventDefault();
    if (saving || loading) return;
    const isNew = productId === undefined;
    const check = checkProductForm(values, { count: isNew ? files.length : 0, isNew });
    if (!check.ok) return window.alert(check.alert);
    const token = currentAdminToken();
    if (!token) return window.alert(TOKEN_MISSING);
    setSaving(true);
    try {
      if (isNew) await createProduct(token, toCreateFormData(check.form, files));
      else await updateProduct(token, productId, check.form, etag ?? '');
      window.alert(isNew ? CREATE_DONE : UPDATE_DONE);
      backToList();
    } catch (error) {
      setSaving(false);
      window.alert(productErrorMessage(error, SAVE_FAILED, true));
    }
  }

  return { values, setField, categories, savedImages, loading, saving, submit };
}
