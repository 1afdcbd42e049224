/**
 * Sections and categories: the shop's menu, built from the dashboard. Create, rename, reorder
 * (↑ ↓), image, hide; a category carries its default HSN code and SEO fields. A category with
 * products cannot be deleted (the server says so), only hidden: hidden, it leaves the shop with
 * its products and stays for orders.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CREATE_CATEGORY,
  CREATE_SECTION,
  DELETE_CATEGORY,
  DELETE_SECTION,
  REORDER_CATEGORIES,
  REORDER_SECTIONS,
  STRUCTURE,
  UPDATE_CATEGORY,
  UPDATE_SECTION,
} from './catalogue.documents';
import type { CatalogueStructureQuery } from '../gql/graphql';
import { Field } from './Field';
import { PhotoDrop } from './PhotoDrop';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';
import { shownError } from '../errors';
import './catalogue.css';

type SectionRow = CatalogueStructureQuery['catalogueSections'][number];
type CategoryRow = SectionRow['categories'][number];
type Editing = { kind: 'section'; section: SectionRow | null } | { kind: 'category'; sectionId: string; category: CategoryRow | null } | null;

const swap = (ids: string[], at: number, by: -1 | 1) => {
  const to = at + by;
  if (to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
};

export default function Structure() {
  const { data, error, refetch } = useQuery(STRUCTURE, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reorderSections] = useMutation(REORDER_SECTIONS);
  const [reorderCategories] = useMutation(REORDER_CATEGORIES);
  const [updateSection] = useMutation(UPDATE_SECTION);
  const [updateCategory] = useMutation(UPDATE_CATEGORY);
  const [deleteSection] = useMutation(DELETE_SECTION);
  const [deleteCategory] = useMutation(DELETE_CATEGORY);
  const sections = data?.catalogueSections ?? [];

  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setNote(null);
    try {
      await work();
      setNote(done);
      await refetch();
    } catch (e) {
      setProblem(shownError(e)?.message ?? 'Something went wrong.');
    }
  };
  const moveSection = (index: number, by: -1 | 1) => {
    const ids = swap(sections.map((s) => s.id), index, by);
    if (ids) void run(() => reorderSections({ variables: { ids } }), `Moved ${sections[index].name} ${by < 0 ? 'up' : 'down'}.`);
  };
  const moveCategory = (section: SectionRow, index: number, by: -1 | 1) => {
    const ids = swap(section.categories.map((c) => c.id), index, by);
    if (ids) void run(() => reorderCategories({ variables: { sectionId: section.id, ids } }), `Moved ${section.categories[index].name} ${by < 0 ? 'up' : 'down'}.`);
  };
  const toggleSection = (s: SectionRow) =>
    void run(() => updateSection({ variables: { id: s.id, input: { name: s.name, gender: s.gender, image: s.image, hidden: !s.hidden } } }), s.hidden ? `${s.name} is shown in the shop again.` : `${s.name} is hidden from the shop.`);
  const toggleCategory = (c: CategoryRow) =>
    void run(
      () => updateCategory({ variables: { id: c.id, input: { sectionId: c.sectionId, name: c.name, hsnCode: c.hsnCode, hidden: !c.hidden } } }),
      c.hidden ? `${c.name} is shown in the shop again.` : `${c.name} and its products are hidden from the shop.`,
    );
  const removeSection = (s: SectionRow) => {
    if (window.confirm(`Delete the section “${s.name}”?`)) void run(() => deleteSection({ variables: { id: s.id } }), `Deleted ${s.name}.`);
  };
  const removeCategory = (c: CategoryRow) => {
    if (window.confirm(`Delete the category “${c.name}”?`)) void run(() => deleteCategory({ variables: { id: c.id } }), `Deleted ${c.name}.`);
  };
  const saved = (text: string) => {
    setEditing(null);
    setProblem(null);
    setNote(text);
    void refetch();
  };

  return (
    <section aria-labelledby="structure-title">
      <div className="cat-head">
        <h1 id="structure-title">Sections & categories</h1>
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => setEditing({ kind: 'section', section: null })}>
          New section
        </button>
      </div>
      {(error || problem) && (
        <p className="admin-error" role="alert">
          {problem ?? shownError(error)?.message}
        </p>
      )}
      {note && (
        <p className="admin-note" role="status">
          {note}
        </p>
      )}
      {editing?.kind === 'section' && <SectionForm key={editing.section?.id ?? 'new'} section={editing.section} onDone={saved} onCancel={() => setEditing(null)} />}
      {data && sections.length === 0 && <p className="admin-muted">No sections yet. Create one (for example Men or Women), then its categories.</p>}
      <ol className="cat-structure">
        {sections.map((section, si) => (
          <li key={section.id} className="admin-card cat-block" aria-label={`Section ${section.name}`}>
            <div className="cat-head">
              <h2 className="cat-section-title">
                {section.name} <span className="admin-muted cat-small">/{section.slug} · {section.gender}</span>
                {section.hidden && <span className="admin-badge admin-badge--warn cat-gap">Hidden</span>}
              </h2>
              <div className="admin-actions">
                <button type="button" className="admin-btn admin-btn--small" aria-label={`Move ${section.name} up`} onClick={() => moveSection(si, -1)} disabled={si === 0}>
                  ↑
                </button>
                <button type="button" className="admin-btn admin-btn--small" aria-label={`Move ${section.name} down`} onClick={() => moveSection(si, 1)} disabled={si === sections.length - 1}>
                  ↓
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => setEditing({ kind: 'section', section })} aria-label={`Edit ${section.name}`}>
                  Edit
                </button>
                <button type="button" className="admin-btn admin-btn--small" onClick={() => toggleSection(section)} aria-label={`${section.hidden ? 'Show' : 'Hide'} ${section.name}`}>
                  {section.hidden ? 'Show' : 'Hide'}
                </button>
                <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => removeSection(section)} aria-label={`Delete ${section.name}`}>
                  Delete
                </button>
              </div>
            </div>
            {editing?.kind === 'category' && editing.sectionId === section.id && (
              <CategoryForm key={editing.category?.id ?? 'new'} sections={sections} sectionId={section.id} category={editing.category} onDone={saved} onCancel={() => setEditing(null)} />
            )}
            {section.categories.length > 0 && (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="cat-visually-hidden">Categories of {section.name}, in menu order</caption>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      <th scope="col">HSN</th>
                      <th scope="col" className="num">
                        Products
                      </th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.categories.map((c, ci) => (
                      <tr key={c.id}>
                        <td>
                          <div className="cat-product-cell">
                            {c.image ? <img src={c.image} alt="" width={40} height={50} loading="lazy" /> : <span className="cat-thumb-empty" aria-hidden="true" />}
                            <span>
                              {c.name} {c.hidden && <span className="admin-badge admin-badge--warn">Hidden</span>}
                              <span className="admin-muted cat-small"> /{c.slug}</span>
                            </span>
                          </div>
                        </td>
                        <td>{c.hsnCode}</td>
                        <td className="num">
                          <Link to={`/admin/products?categoryId=${c.id}`}>{c.productCount}</Link>
                        </td>
                        <td>
                          <div className="admin-actions">
                            <button type="button" className="admin-btn admin-btn--small" aria-label={`Move ${c.name} up`} onClick={() => moveCategory(section, ci, -1)} disabled={ci === 0}>
                              ↑
                            </button>
                            <button type="button" className="admin-btn admin-btn--small" aria-label={`Move ${c.name} down`} onClick={() => moveCategory(section, ci, 1)} disabled={ci === section.categories.length - 1}>
                              ↓
                            </button>
                            <button type="button" className="admin-btn admin-btn--small" onClick={() => setEditing({ kind: 'category', sectionId: section.id, category: c })} aria-label={`Edit ${c.name}`}>
                              Edit
                            </button>
                            <Link className="admin-btn admin-btn--small" to={`/admin/size-charts/${c.id}`} aria-label={`Size chart of ${c.name}`}>
                              Size chart
                            </Link>
                            <button type="button" className="admin-btn admin-btn--small" onClick={() => toggleCategory(c)} aria-label={`${c.hidden ? 'Show' : 'Hide'} ${c.name}`}>
                              {c.hidden ? 'Show' : 'Hide'}
                            </button>
                            {c.productCount === 0 && (
                              <button type="button" className="admin-btn admin-btn--small admin-btn--danger" onClick={() => removeCategory(c)} aria-label={`Delete ${c.name}`}>
                                Delete
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <div className="admin-actions cat-gap-top">
              <button type="button" className="admin-btn" onClick={() => setEditing({ kind: 'category', sectionId: section.id, category: null })}>
                Add category to {section.name}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SectionForm(props: { section: SectionRow | null; onDone: (note: string) => void; onCancel: () => void }) {
  const { section } = props;
  const [name, setName] = useState(section?.name ?? '');
  const [gender, setGender] = useState(section?.gender ?? 'women');
  const [image, setImage] = useState<string[]>(section?.image ? [section.image] : []);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [create] = useMutation(CREATE_SECTION);
  const [update] = useMutation(UPDATE_SECTION);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, gender, image: image[0] ?? '' };
    try {
      if (section) await update({ variables: { id: section.id, input } });
      else await create({ variables: { input } });
      props.onDone(`Saved the section ${name.trim()}.`);
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };
  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={section ? `Edit section ${section.name}` : 'New section'}>
      {errors.summary && (
        <p className="admin-error" role="alert">
          {errors.summary}
        </p>
      )}
      <div className="cat-row">
        <Field label="Section name" value={name} onValue={setName} error={errors.byField.name} />
        <div className="admin-field">
          <label htmlFor="section-gender">Whom it dresses</label>
          <select id="section-gender" value={gender} onChange={(e) => setGender(e.target.value)}>
            <option value="women">Women</option>
            <option value="men">Men</option>
          </select>
          {errors.byField.gender && <span className="admin-field-error">{errors.byField.gender}</span>}
        </div>
      </div>
      <PhotoDrop label="Section image" images={image} onChange={setImage} max={1} error={errors.byField.image} />
      <div className="admin-actions cat-block">
        <button type="submit" className="admin-btn admin-btn--primary">
          Save section
        </button>
        <button type="button" className="admin-btn" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function CategoryForm(props: { sections: SectionRow[]; sectionId: string; category: CategoryRow | null; onDone: (note: string) => void; onCancel: () => void }) {
  const { category } = props;
  const [name, setName] = useState(category?.name ?? '');
  const [sectionId, setSectionId] = useState(category?.sectionId ?? props.sectionId);
  const [hsnCode, setHsnCode] = useState(category?.hsnCode ?? '');
  const [image, setImage] = useState<string[]>(category?.image ? [category.image] : []);
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [seoTitle, setSeoTitle] = useState(category?.seoTitle ?? '');
  const [seoDescription, setSeoDescription] = useState(category?.seoDescription ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [create] = useMutation(CREATE_CATEGORY);
  const [update] = useMutation(UPDATE_CATEGORY);
  const err = (field: string) => errors.byField[field];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { sectionId, name, hsnCode, image: image[0] ?? '', slug: slug.trim() || null, seoTitle, seoDescription };
    try {
      if (category) await update({ variables: { id: category.id, input } });
      else await create({ variables: { input } });
      props.onDone(`Saved the category ${name.trim()}. The shop shows it now.`);
    } catch (e) {
      setErrors(formErrorsOf(e));
    }
  };
  return (
    <form className="admin-card cat-block" onSubmit={submit} noValidate aria-label={category ? `Edit category ${category.name}` : 'New category'}>
      {errors.summary && (
        <p className="admin-error" role="alert">
          {errors.summary}
        </p>
      )}
      <div className="cat-row">
        <Field label="Category name" value={name} onValue={setName} error={err('name')} />
        <div className="admin-field">
          <label htmlFor="category-section">Section</label>
          <select id="category-section" value={sectionId} onChange={(e) => setSectionId(e.target.value)}>
            {props.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <Field label="HSN code (4, 6 or 8 digits, for GST invoices)" value={hsnCode} inputMode="numeric" onValue={setHsnCode} error={err('hsnCode')} />
        <Field label="URL name (empty: made from the name)" value={slug} onValue={setSlug} error={err('slug')} />
        <Field label="SEO title (at most 70)" value={seoTitle} maxLength={70} onValue={setSeoTitle} error={err('seoTitle')} />
        <Field label="SEO description (at most 160)" value={seoDescription} maxLength={160} onValue={setSeoDescription} error={err('seoDescription')} />
      </div>
      <PhotoDrop label="Category tile image" images={image} onChange={setImage} max={1} error={err('image')} />
      <div className="admin-actions cat-block">
        <button type="submit" className="admin-btn admin-btn--primary">
          Save category
        </button>
        <button type="button" className="admin-btn" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
