/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": typeof types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": typeof types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": typeof types.RequestAccessToUnitDocument,
    "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": typeof types.CarsDocument,
    "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCarDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCarDocument,
    "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n": typeof types.GovernmentCarSearchDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": typeof types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": typeof types.AccessRequestsChangedDocument,
    "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n": typeof types.CompanyDetailsFieldsFragmentDoc,
    "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.CompanyDetailsDocument,
    "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.UpdateCurrentUnitDocument,
    "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n": typeof types.SettingsCountriesDocument,
    "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n": typeof types.UnitInvoiceSettingDocument,
    "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": typeof types.InvoiceSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n": typeof types.SaveUnitInvoiceSettingDocument,
    "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n": typeof types.UnitSettingDocument,
    "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": typeof types.UnitSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n": typeof types.SaveUnitSettingDocument,
    "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n": typeof types.CustomerFormOptionsDocument,
    "\n  query PostalPlace($zip: String!) {\n    postalPlace(zip: $zip) {\n      zip\n      city\n    }\n  }\n": typeof types.PostalPlaceDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDepartmentDocument,
    "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": typeof types.ProductGroupsDocument,
    "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": typeof types.ProductGroupTreeDocument,
    "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductGroupDocument,
    "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProductGroupDocument,
    "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProductGroupDocument,
    "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n": typeof types.MoveProductGroupsDocument,
    "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.VariantHoldersDocument,
    "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVariantHolderDocument,
    "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateVariantHolderDocument,
    "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVariantHolderDocument,
    "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n": typeof types.SetVariantProductsDocument,
    "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n": typeof types.VariantProductSearchDocument,
    "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n": typeof types.ProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n": typeof types.ProductChoicesDocument,
    "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": typeof types.SupplierSearchDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProjectDocument,
    "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n": typeof types.UserSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n": typeof types.SaveUnitUserSettingDocument,
    "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n": typeof types.VatRatesDocument,
    "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVatRateDocument,
    "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateVatRateDocument,
    "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVatRateDocument,
    "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.WebstoreApiTokensDocument,
    "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n": typeof types.CreateWebstoreApiTokenDocument,
    "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebstoreApiTokenDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": types.RequestAccessToUnitDocument,
    "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": types.CarsDocument,
    "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n": types.CreateCarDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n": types.DeleteCarDocument,
    "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n": types.GovernmentCarSearchDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": types.AccessRequestsChangedDocument,
    "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n": types.CompanyDetailsFieldsFragmentDoc,
    "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n": types.CompanyDetailsDocument,
    "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n": types.UpdateCurrentUnitDocument,
    "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n": types.SettingsCountriesDocument,
    "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n": types.UnitInvoiceSettingDocument,
    "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": types.InvoiceSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n": types.SaveUnitInvoiceSettingDocument,
    "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n": types.UnitSettingDocument,
    "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": types.UnitSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n": types.SaveUnitSettingDocument,
    "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n": types.CustomerFormOptionsDocument,
    "\n  query PostalPlace($zip: String!) {\n    postalPlace(zip: $zip) {\n      zip\n      city\n    }\n  }\n": types.PostalPlaceDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": types.DeleteDepartmentDocument,
    "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n": types.DeletePaymentMethodDocument,
    "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": types.ProductGroupsDocument,
    "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": types.ProductGroupTreeDocument,
    "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n": types.CreateProductGroupDocument,
    "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProductGroupDocument,
    "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n": types.DeleteProductGroupDocument,
    "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n": types.MoveProductGroupsDocument,
    "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n": types.VariantHoldersDocument,
    "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n": types.CreateVariantHolderDocument,
    "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateVariantHolderDocument,
    "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n": types.DeleteVariantHolderDocument,
    "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n": types.SetVariantProductsDocument,
    "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n": types.VariantProductSearchDocument,
    "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n": types.ProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n": types.ProductChoicesDocument,
    "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": types.SupplierSearchDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": types.DeleteProjectDocument,
    "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n": types.UserSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n": types.SaveUnitUserSettingDocument,
    "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n": types.VatRatesDocument,
    "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n": types.CreateVatRateDocument,
    "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateVatRateDocument,
    "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n": types.DeleteVatRateDocument,
    "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.WebstoreApiTokensDocument,
    "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n": types.CreateWebstoreApiTokenDocument,
    "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebstoreApiTokenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"): (typeof documents)["\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n"): (typeof documents)["\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"): (typeof documents)["\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n"): (typeof documents)["\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n"): (typeof documents)["\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostalPlace($zip: String!) {\n    postalPlace(zip: $zip) {\n      zip\n      city\n    }\n  }\n"): (typeof documents)["\n  query PostalPlace($zip: String!) {\n    postalPlace(zip: $zip) {\n      zip\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n"): (typeof documents)["\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"): (typeof documents)["\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      unitId\n      userId\n      altinnLogin\n      altinnPinMethod\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;